/// What a navigation controller tells its delegate as controllers are
/// shown, and asks it for the animator of a push or pop.
///
/// Every method has a default implementation (the Linux stand-in for
/// `@objc optional`).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown (before its `viewWillAppear`).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` was shown (after its `viewDidAppear`).
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop from `fromVC` to `toVC`;
    /// nil (the default) keeps the navigation controller's own transition.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the transition
    /// `animationController` runs; nil (the default): it is not interactive.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    /// Nil: the navigation controller's own transition.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil: not interactive.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
