import Foundation
import TandemSupport

extension UIStoryboard {
    /// The UIKit class of each controller element.
    private static let controllerClasses: [String: UIViewController.Type] = [
        "viewController": UIViewController.self,
        "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self,
        "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self,
        "splitViewController": UISplitViewController.self,
        "pageViewController": UIPageViewController.self,
    ]

    /// Makes the controller of a scene as UIKit does: its class's
    /// `init?(coder:)` (or `creator`), the scene's attributes, the
    /// controllers its relationship segues name (a navigation controller's
    /// root, a tab bar controller's tabs), then `awakeFromNib()`. Its view
    /// is read from the scene when it is first used.
    func makeController(
        _ element: InterfaceBuilderElement, creator: ((NSCoder) -> UIViewController?)?
    ) -> UIViewController {
        let base = Self.controllerClasses[element.name] ?? UIViewController.self
        guard let document else {
            return base.init(coder: InterfaceBuilderCoder(element: element)) ?? UIViewController()
        }
        let type = InterfaceBuilderClassResolver.resolve(element, base: base, in: document)
        let coder = InterfaceBuilderCoder(element: element)
        var made = creator?(coder)
        if let custom = made, !(custom.isKind(ofStoryboardClass: type)) {
            Diagnostics.report(
                "UIStoryboard", "Custom instantiated \(Swift.type(of: custom)) must be a kind of class \(type)")
        }
        if made == nil { made = type.init(coder: coder) }
        if made == nil {
            Diagnostics.report("UIStoryboard", "\(type).init(coder:) returned nil; made a \(base)")
            made = base.init(coder: coder)
        }
        let controller = made ?? UIViewController()
        controller.interfaceBuilderSource = .scene(self, element)
        applyAttributes(element, to: controller)
        InterfaceBuilderRuntimeAttributes.apply(element, to: controller, document: document)
        makeRelationships(element, of: controller)
        controller.awakeFromNib()
        return controller
    }

    /// The scene's title, navigation item, tab bar item and presentation style.
    private func applyAttributes(_ element: InterfaceBuilderElement, to controller: UIViewController) {
        if let title = element["title"] { controller.title = title }
        if let style = element["modalPresentationStyle"].flatMap(Self.presentationStyle) {
            controller.modalPresentationStyle = style
        }
        if let item = element.child(key: "navigationItem") {
            if let title = item["title"] { controller.navigationItem.title = title }
            switch item["largeTitleDisplayMode"] {
            case "always": controller.navigationItem.largeTitleDisplayMode = .always
            case "never": controller.navigationItem.largeTitleDisplayMode = .never
            default: break
            }
            makeBarButtonItems(item, of: controller)
        }
        if let item = element.child(key: "tabBarItem") {
            let image = InterfaceBuilderValues.image(named: item["image"], reference: item.child(key: "image"))
            controller.tabBarItem = UITabBarItem(title: item["title"], image: image, tag: Int(item.number("tag") ?? 0))
        }
        if let bar = element.child(key: "navigationBar"), let navigation = controller as? UINavigationController {
            if let large = bar.bool("prefersLargeTitles") { navigation.navigationBar.prefersLargeTitles = large }
        }
    }

    /// The controllers a container's relationship segues name, made now, as UIKit makes them with the container.
    private func makeRelationships(_ element: InterfaceBuilderElement, of controller: UIViewController) {
        guard let document else { return }
        var tabs: [UIViewController] = []
        for segue in element.children(in: "connections") where segue.name == "segue" && segue["kind"] == "relationship"
        {
            guard let id = segue["destination"], let destination = document.element(withID: id) else { continue }
            let child = makeController(destination, creator: nil)
            switch (controller, segue["relationship"]) {
            case (let navigation as UINavigationController, "rootViewController"):
                navigation.setViewControllers([child], animated: false)
            case (is UITabBarController, "viewControllers"):
                tabs.append(child)
            case (let split as UISplitViewController, "masterViewController"):
                split.viewControllers = [child] + split.viewControllers.dropFirst()
            case (let split as UISplitViewController, "detailViewController"):
                split.viewControllers = Array(split.viewControllers.prefix(1)) + [child]
            default:
                Diagnostics.report(
                    "UIStoryboard",
                    "relationship \(segue["relationship"] ?? "?") of \(type(of: controller)) is not supported; ignored")
            }
        }
        if let tabBar = controller as? UITabBarController, !tabs.isEmpty {
            tabBar.setViewControllers(tabs, animated: false)
        }
    }

    /// Reads `controller`'s view from its scene: the view tree, the scene's
    /// other objects, constraints, outlets and actions (with the
    /// controller's own outlets), `awakeFromNib()` of the views, then the
    /// embed segues of its container views (``UIViewController/prepare(for:sender:)`` first).
    func loadView(of controller: UIViewController, from element: InterfaceBuilderElement) {
        guard let document else { return }
        guard let viewElement = element.child(key: "view") else {
            Diagnostics.report("UIStoryboard", "the scene of \(type(of: controller)) has no view")
            return
        }
        let loader = InterfaceBuilderLoader(document: document, storyboard: self)
        loader.sceneController = controller
        loader.register(controller, id: element.id)
        for sibling in element.parent?.children ?? [] where sibling !== element {
            if sibling.name == "placeholder" {
                loader.registerPlaceholder(sibling, owner: nil)
            } else {
                _ = loader.makeTopLevelObject(sibling)
            }
        }
        let view = loader.makeView(viewElement)
        controller.view = view
        for guide in element.children(in: "layoutGuides") {
            let legacy = InterfaceBuilderConstraints.LegacyGuide(isTop: guide["type"] == "top", view: view)
            loader.register(legacy, id: guide.id)
        }
        loader.addConnections(of: element, from: controller)
        loader.finish()
        for (container, segue) in loader.embedSegues {
            embed(segue, in: container, of: controller)
        }
    }

    /// Performs an embed segue: the destination becomes a child of
    /// `controller` whose view fills `container`.
    private func embed(_ segue: InterfaceBuilderElement, in container: UIView, of controller: UIViewController) {
        guard let id = segue["destination"], let destination = document?.element(withID: id) else { return }
        let child = makeController(destination, creator: nil)
        let storyboardSegue = UIStoryboardSegue(
            identifier: segue["identifier"], source: controller, destination: child, handler: nil)
        controller.prepare(for: storyboardSegue, sender: nil)
        controller.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: controller)
    }

    private static func presentationStyle(_ name: String) -> UIModalPresentationStyle? {
        switch name {
        case "fullScreen": .fullScreen
        case "overFullScreen": .overFullScreen
        case "pageSheet": .pageSheet
        case "formSheet": .formSheet
        case "currentContext": .currentContext
        case "overCurrentContext": .overCurrentContext
        case "popover": .popover
        case "automatic": .automatic
        default: nil
        }
    }
}

extension UIViewController {
    /// Whether this controller is an instance of `type` (or of a subclass).
    fileprivate func isKind(ofStoryboardClass type: UIViewController.Type) -> Bool {
        var current: AnyClass? = Swift.type(of: self)
        while let candidate = current {
            if candidate == type { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }
}
