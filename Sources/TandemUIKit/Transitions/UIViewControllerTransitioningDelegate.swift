import Foundation

/// Supplies the objects that animate a view controller's presentation and
/// dismissal (set as the presented controller's
/// ``UIViewController/transitioningDelegate``).
///
/// Every method has a default implementation returning nil (the Linux
/// stand-in for `@objc optional`): nil keeps UIKit's own transition for
/// that part.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of `presented`'s presentation by `presenting` (`source`
    /// is the controller `present(_:animated:completion:)` was called on).
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of `dismissed`'s dismissal.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the presentation `animator` runs; nil: not interactive.
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller that drives the dismissal `animator` runs; nil: not interactive.
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation of `presented`.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Nil: UIKit's own presentation.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil: UIKit's own dismissal.
    public func animationController(forDismissed dismissed: UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        nil
    }
    /// Nil: not interactive.
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Nil: not interactive.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Nil: the style's own presentation controller.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}
