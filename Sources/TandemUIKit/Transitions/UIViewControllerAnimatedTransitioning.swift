import Foundation

/// An object that animates a view controller transition: a push or pop
/// (``UINavigationControllerDelegate``), a tab change
/// (``UITabBarControllerDelegate``), a presentation or dismissal
/// (``UIViewControllerTransitioningDelegate``).
///
/// ``animateTransition(using:)`` adds the incoming view to the context's
/// container, animates both views (`UIView.animate`, property animators,
/// Core Animation) and calls ``UIViewControllerContextTransitioning/completeTransition(_:)``
/// when done. ``animationEnded(_:)`` has a default implementation (the
/// Linux stand-in for `@objc optional`).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition lasts, in seconds (what the transition
    /// coordinator reports, and what an interactive transition scrubs).
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition's animations in `transitionContext`'s container.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The transition ended: `transitionCompleted` is false when it was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
