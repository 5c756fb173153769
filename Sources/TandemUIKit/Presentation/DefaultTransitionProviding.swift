import Foundation

/// A view controller that UIKit presents and dismisses with an animation of
/// its own kind when the transitioning delegate gives none (an alert
/// controller's fade and scale); the others cover vertically
/// (``CoverVerticalAnimator``).
@preconcurrency @MainActor
protocol DefaultTransitionProviding: AnyObject {
    /// The animator of the presentation (`presenting`) or the dismissal.
    func defaultTransitionAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning
}
