import Foundation
import TandemSupport

/// Connects what an Interface Builder file's `connections` lists name:
/// outlets (`@IBOutlet` properties by name), outlet collections, actions
/// (controls sending `@IBAction` methods by selector) and the segues a control triggers.
@MainActor
enum InterfaceBuilderConnections {
    static func connect(_ elements: [InterfaceBuilderElement], from source: AnyObject, loader: InterfaceBuilderLoader) {
        var collections: [(property: String, objects: [AnyObject])] = []
        for element in elements {
            switch element.name {
            case "outlet":
                guard let property = element["property"], let destination = destination(element, loader) else {
                    continue
                }
                connectOutlet(property, of: source, to: destination)
            case "outletCollection":
                guard let property = element["property"], let destination = destination(element, loader) else {
                    continue
                }
                if let index = collections.firstIndex(where: { $0.property == property }) {
                    collections[index].objects.append(destination)
                } else {
                    collections.append((property, [destination]))
                }
            case "action":
                connectAction(element, from: source, loader: loader)
            case "segue":
                connectTriggeredSegue(element, from: source, loader: loader)
            default:
                break
            }
        }
        for (property, objects) in collections {
            if property == "gestureRecognizers" {
                // A view's recognizers: UIKit sets the array, which adds each.
                if let view = source as? UIView {
                    for recognizer in objects.compactMap({ $0 as? UIGestureRecognizer }) {
                        view.addGestureRecognizer(recognizer)
                    }
                }
                continue
            }
            if let reason = InterfaceBuilderOutlet.set(property, of: source, to: objects) {
                Diagnostics.report(
                    "UIStoryboard", "outlet collection \(property) of \(type(of: source)) not connected: \(reason)")
            }
        }
    }

    private static func destination(_ element: InterfaceBuilderElement, _ loader: InterfaceBuilderLoader) -> AnyObject?
    {
        guard let id = element["destination"], let object = loader.object(withID: id) else {
            Diagnostics.report(
                "UIStoryboard",
                "the \(element.name) \(element["property"] ?? "") names object \(element["destination"] ?? "?"), which was not made; not connected"
            )
            return nil
        }
        return object
    }

    /// Sets an outlet: UIKit's own properties storyboards connect (a
    /// controller's `view`, data sources and delegates) directly; a stored
    /// property of your class through ``InterfaceBuilderOutlet``.
    static func connectOutlet(_ property: String, of source: AnyObject, to destination: AnyObject) {
        switch (source, property) {
        case (let controller as UIViewController, "view"):
            if let view = destination as? UIView { controller.view = view }
            return
        case (let table as UITableView, "dataSource"):
            table.dataSource = destination as? UITableViewDataSource
            return
        case (let collection as UICollectionView, "dataSource"):
            collection.dataSource = destination as? UICollectionViewDataSource
            return
        case (let picker as UIPickerView, "dataSource"):
            picker.dataSource = destination as? UIPickerViewDataSource
            return
        case (let picker as UIPickerView, "delegate"):
            picker.delegate = destination as? UIPickerViewDelegate
            return
        case (let field as UITextField, "delegate"):
            field.delegate = destination as? UITextFieldDelegate
            return
        case (let textView as UITextView, "delegate"):
            textView.delegate = destination as? UITextViewDelegate
            return
        case (let recognizer as UIGestureRecognizer, "delegate"):
            recognizer.delegate = destination as? UIGestureRecognizerDelegate
            return
        case (let scroll as UIScrollView, "delegate"):
            scroll.delegate = destination as? UIScrollViewDelegate
            return
        default:
            break
        }
        if let reason = InterfaceBuilderOutlet.set(property, of: source, to: destination) {
            Diagnostics.report(
                "UIStoryboard",
                "outlet \(property) of \(type(of: source)) not connected (UIKit stops here: this class is not key value coding-compliant for the key \(property)): \(reason)"
            )
        }
    }

    /// Makes a control send an action for its event: to its destination, or
    /// up the responder chain when the destination is the First Responder.
    private static func connectAction(
        _ element: InterfaceBuilderElement, from source: AnyObject, loader: InterfaceBuilderLoader
    ) {
        guard let selector = element["selector"], let destinationID = element["destination"] else { return }
        if let recognizer = source as? UIGestureRecognizer {
            guard !loader.isFirstResponder(destinationID), let target = destination(element, loader) else {
                Diagnostics.report(
                    "UIStoryboard",
                    "a gesture recognizer's action to the First Responder is not supported; \(selector) not connected")
                return
            }
            reportUnlisted(selector, of: target)
            addAction(selector, target: target, to: recognizer)
            return
        }
        guard let control = source as? UIControl else {
            Diagnostics.report(
                "UIStoryboard", "actions from \(type(of: source)) are not supported; \(selector) not connected")
            return
        }
        let events = InterfaceBuilderValues.controlEvent(element["eventType"] ?? "touchUpInside")
        let site = "interface-builder:\(element.id ?? selector)"
        if loader.isFirstResponder(destinationID) {
            control.addTarget(
                control,
                action: { (control: UIControl) in
                    { (sender: UIControl) in
                        InterfaceBuilderAction.send(selector, to: nil, from: sender)
                    }
                }, for: events, file: site, line: 0)
            return
        }
        guard let target = destination(element, loader) else { return }
        reportUnlisted(selector, of: target)
        addAction(selector, target: target, to: control, for: events, site: site)
    }

    /// Reports, when the file loads, an action its target does not list.
    private static func reportUnlisted(_ selector: String, of target: AnyObject) {
        guard InterfaceBuilderAction.lookUp(selector, on: target) == nil else { return }
        Diagnostics.report(
            "UIStoryboard",
            "\(type(of: target)) does not list the action \(selector) in interfaceBuilderActions (Linux has no Objective-C runtime to find it by name); it will be skipped when sent"
        )
    }

    /// Adds a recognizer's target-action pair, the target held weakly as UIKit holds it.
    private static func addAction<Target: AnyObject>(
        _ selector: String, target: Target, to recognizer: UIGestureRecognizer
    ) {
        recognizer.addTarget(
            target,
            action: { (target: Target) in
                { (sender: UIGestureRecognizer) in
                    InterfaceBuilderAction.send(selector, to: target, from: sender)
                }
            })
    }

    /// Adds the target-action pair with the target's own class as `Target`
    /// (opened from the existential), so that UIKit's weak hold on targets
    /// and `allTargets` see the destination itself.
    private static func addAction<Target: AnyObject>(
        _ selector: String, target: Target, to control: UIControl, for events: UIControl.Event, site: String
    ) {
        control.addTarget(
            target,
            action: { (target: Target) in
                { (sender: UIControl) in
                    InterfaceBuilderAction.send(selector, to: target, from: sender)
                }
            }, for: events, file: site, line: 0)
    }

    /// A segue a control triggers: tapping it asks the scene's controller
    /// `shouldPerformSegue(withIdentifier:sender:)`, then performs the segue.
    private static func connectTriggeredSegue(
        _ element: InterfaceBuilderElement, from source: AnyObject, loader: InterfaceBuilderLoader
    ) {
        guard let control = source as? UIControl, element["kind"] != "embed", element["kind"] != "relationship" else {
            return
        }
        guard let storyboard = loader.storyboard, let controller = loader.sceneController else { return }
        let site = "interface-builder:\(element.id ?? "segue")"
        control.addTarget(
            controller,
            action: { (controller: UIViewController) in
                { (sender: UIControl) in
                    storyboard.performTriggeredSegue(element, from: controller, sender: sender)
                }
            }, for: control is UIButton ? .touchUpInside : .primaryActionTriggered, file: site, line: 0)
    }
}
