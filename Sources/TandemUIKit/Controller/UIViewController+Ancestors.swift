import Foundation

extension UIViewController {
    /// The first non-nil `pick` of the parent, its parent, and so on up the containment chain.
    func nearestAncestor<Container>(_ pick: (UIViewController) -> Container?) -> Container? {
        var current = parent
        while let controller = current {
            if let found = pick(controller) { return found }
            current = controller.parent
        }
        return nil
    }

    /// Whether this controller's view is inside `parent`'s view.
    func isViewShown(in parent: UIViewController) -> Bool {
        guard let view = viewStorage, let parentView = parent.viewStorage else { return false }
        return view.isDescendant(of: parentView)
    }

    /// The coordinator of the transition this controller, a container of
    /// it or a presenter of those takes part in (``transitionCoordinator``).
    var nearestTransitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var controller: UIViewController? = self
        while let current = controller {
            if let transition = current.activeTransition { return transition }
            if let coordinator = current.activeSizeTransition { return coordinator }
            controller = current.parent ?? current.presentingViewController
        }
        return nil
    }
}
