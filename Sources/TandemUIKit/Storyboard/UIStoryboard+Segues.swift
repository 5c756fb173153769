import Foundation
import TandemSupport

extension UIStoryboard {
    /// Runs the segue `identifier` that starts in `scene` (from the
    /// controller or any object in its scene), as `performSegue(withIdentifier:sender:)` does.
    func performSegue(
        withIdentifier identifier: String, scene: InterfaceBuilderElement, from source: UIViewController, sender: Any?
    ) {
        let segue = scene.descendants().first {
            $0.name == "segue" && $0["identifier"] == identifier && $0["kind"] != "relationship"
                && $0["kind"] != "embed"
        }
        guard let segue else {
            Diagnostics.report(
                "UIStoryboard",
                "Receiver (\(type(of: source))) has no segue with identifier '\(identifier)' (UIKit raises NSInvalidArgumentException); ignored"
            )
            return
        }
        perform(segue, from: source, sender: sender)
    }

    /// Runs a segue a control or bar button item triggered: asks the
    /// source's `shouldPerformSegue(withIdentifier:sender:)` when the segue has an identifier.
    func performTriggeredSegue(_ segue: InterfaceBuilderElement, from source: UIViewController, sender: Any?) {
        if let identifier = segue["identifier"], !source.shouldPerformSegue(withIdentifier: identifier, sender: sender)
        {
            return
        }
        perform(segue, from: source, sender: sender)
    }

    /// Makes the destination, the segue object (the segue's custom class
    /// when it names one), calls the source's `prepare(for:sender:)`, then `perform()`.
    private func perform(_ element: InterfaceBuilderElement, from source: UIViewController, sender: Any?) {
        if element["kind"] == "unwind" {
            performUnwind(element, from: source, sender: sender)
            return
        }
        guard let document, let id = element["destination"], let destinationElement = document.element(withID: id)
        else {
            Diagnostics.report("UIStoryboard", "segue \(element["identifier"] ?? "?") has no destination; ignored")
            return
        }
        let kind = element["kind"] ?? "show"
        let destination = makeController(destinationElement, creator: nil)
        if let style = element["modalPresentationStyle"] {
            switch style {
            case "fullScreen": destination.modalPresentationStyle = .fullScreen
            case "overFullScreen": destination.modalPresentationStyle = .overFullScreen
            case "formSheet": destination.modalPresentationStyle = .formSheet
            case "pageSheet": destination.modalPresentationStyle = .pageSheet
            default: break
            }
        }
        if kind == "popoverPresentation" { destination.modalPresentationStyle = .popover }
        let segue: UIStoryboardSegue
        let identifier = element["identifier"]
        if element["customClass"] != nil {
            let type = InterfaceBuilderClassResolver.resolve(element, base: UIStoryboardSegue.self, in: document)
            segue = type.init(identifier: identifier, source: source, destination: destination)
        } else {
            let animated = element.bool("animates") ?? true
            segue = UIStoryboardSegue(
                identifier: identifier, source: source, destination: destination,
                handler: Self.handler(kind: kind, animated: animated, sender: sender))
        }
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// What a segue of `kind` does, as UIKit's segue classes do.
    private static func handler(kind: String, animated: Bool, sender: Any?) -> @MainActor (UIStoryboardSegue) -> Void {
        switch kind {
        case "showDetail":
            return { $0.source.showDetailViewController($0.destination, sender: sender) }
        case "presentation", "modal", "popoverPresentation":
            return { $0.source.present($0.destination, animated: animated) }
        case "push":
            return { segue in
                guard let navigation = segue.source.navigationController else {
                    Diagnostics.report(
                        "UIStoryboard", "a push segue's source is not in a navigation controller; ignored")
                    return
                }
                navigation.pushViewController(segue.destination, animated: animated)
            }
        case "show":
            return { $0.source.show($0.destination, sender: sender) }
        default:
            return { _ in
                Diagnostics.report("UIStoryboard", "segues of kind \(kind) without a class are not supported; ignored")
            }
        }
    }

    /// The bar button items of a scene's navigation item, each running its
    /// action or segue when tapped.
    func makeBarButtonItems(_ navigationItem: InterfaceBuilderElement, of controller: UIViewController) {
        var left: [UIBarButtonItem] = []
        var right: [UIBarButtonItem] = []
        for element in navigationItem.children where element.name == "barButtonItem" {
            let item = barButtonItem(element, of: controller)
            switch element.key {
            case "leftBarButtonItem": left = [item]
            case "rightBarButtonItem": right = [item]
            case "backBarButtonItem": controller.navigationItem.backBarButtonItem = item
            default: break
            }
        }
        for list in navigationItem.children where list.name == "barButtonItems" || list.name == "leftBarButtonItems" {
            let items = list.children.filter { $0.name == "barButtonItem" }.map { barButtonItem($0, of: controller) }
            if list.key == "leftBarButtonItems" {
                left = items
            } else if list.key == "rightBarButtonItems" {
                right = items
            }
        }
        if !left.isEmpty { controller.navigationItem.leftBarButtonItems = left }
        if !right.isEmpty { controller.navigationItem.rightBarButtonItems = right }
    }

    private static let systemItemNames = [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
        "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
        "fastForward", "undo", "redo",
    ]

    private func barButtonItem(_ element: InterfaceBuilderElement, of controller: UIViewController) -> UIBarButtonItem {
        let connection = element.children(in: "connections").first { $0.name == "action" || $0.name == "segue" }
        let sceneID = controller.interfaceBuilderSceneID
        let action = connection.map { connection in
            UIAction { [weak self, weak controller] action in
                guard let self, let controller else { return }
                if connection.name == "segue" {
                    performTriggeredSegue(connection, from: controller, sender: action.sender)
                } else if let selector = connection["selector"] {
                    // The destination is the scene's controller (or the First Responder: up the chain from it).
                    let target: AnyObject? = connection["destination"] == sceneID ? controller : nil
                    InterfaceBuilderAction.send(selector, to: target, from: target ?? controller)
                }
            }
        }
        if let name = element["systemItem"], let raw = Self.systemItemNames.firstIndex(of: name),
            let system = UIBarButtonItem.SystemItem(rawValue: raw)
        {
            return UIBarButtonItem(systemItem: system, primaryAction: action)
        }
        let image = InterfaceBuilderValues.image(named: element["image"], reference: element.child(key: "image"))
        let item = UIBarButtonItem(title: element["title"], image: image, primaryAction: action)
        item.title = element["title"]
        return item
    }
}

extension UIViewController {
    /// The id of this controller's element in its storyboard, or nil.
    var interfaceBuilderSceneID: String? {
        if case .scene(_, let element) = interfaceBuilderSource { return element.id }
        return nil
    }
}
