import Foundation
import TandemSupport

extension UIStoryboard {
    /// Runs an unwind segue (a control, a bar button item or
    /// `performSegue(withIdentifier:sender:)` wired to a scene's Exit), as
    /// UIKit does: finds the controller the segue returns to — the nearest
    /// one up the hierarchy from the source whose class lists the segue's
    /// unwind action (``InterfaceBuilderActionTarget``) — calls the source's
    /// `prepare(for:sender:)`, the destination's unwind action with the
    /// segue, then returns: what is presented over the destination is
    /// dismissed and its navigation controller pops back to it.
    func performUnwind(_ element: InterfaceBuilderElement, from source: UIViewController, sender: Any?) {
        guard let selector = element["unwindAction"] else {
            Diagnostics.report(
                "UIStoryboard", "unwind segue \(element["identifier"] ?? "?") has no unwind action; ignored")
            return
        }
        guard let destination = Self.unwindDestination(for: selector, from: source) else {
            // UIKit does nothing either when no controller takes the action.
            Diagnostics.report(
                "UIStoryboard",
                "no view controller above \(type(of: source)) lists the unwind action \(selector) in interfaceBuilderActions; the unwind segue does nothing"
            )
            return
        }
        let animated = element.bool("animates") ?? true
        let segue = UIStoryboardSegue(
            identifier: element["identifier"], source: source, destination: destination,
            handler: { segue in Self.unwind(to: segue.destination, animated: animated) })
        source.prepare(for: segue, sender: sender)
        InterfaceBuilderAction.send(selector, to: destination, from: segue)
        segue.perform()
    }

    /// The controller an unwind action returns to: walking up from `source`
    /// through parents and presenters, each one's other children are
    /// searched first (the most recent first, their own children before
    /// them), then the controller itself. The source is never its own destination.
    static func unwindDestination(for selector: String, from source: UIViewController) -> UIViewController? {
        var current = source
        while let up = current.parent ?? current.presentingViewController {
            for child in up.children.reversed() where child !== current {
                if let found = search(child, for: selector) { return found }
            }
            if InterfaceBuilderAction.lookUp(selector, on: up) != nil { return up }
            current = up
        }
        return nil
    }

    private static func search(_ controller: UIViewController, for selector: String) -> UIViewController? {
        for child in controller.children.reversed() {
            if let found = search(child, for: selector) { return found }
        }
        return InterfaceBuilderAction.lookUp(selector, on: controller) != nil ? controller : nil
    }

    /// Returns to `destination`: dismisses what is presented over it (or
    /// over the container it is in) and pops its navigation controller back to it.
    private static func unwind(to destination: UIViewController, animated: Bool) {
        var presenter: UIViewController? = destination
        while let current = presenter, current.presentedViewController == nil { presenter = current.parent }
        if let presenter { presenter.dismiss(animated: animated) }
        if let navigation = destination.navigationController, navigation.topViewController !== destination,
            navigation.viewControllers.contains(where: { $0 === destination })
        {
            navigation.popToViewController(destination, animated: animated)
        }
    }
}
