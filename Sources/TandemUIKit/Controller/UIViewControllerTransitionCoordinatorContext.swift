public import Foundation
public import TandemGraphics

/// What a transition coordinator's blocks are told about the transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the user cancelled it (an interactive pop let go early).
    var isCancelled: Bool { get }
    /// Whether the user drives it.
    var isInteractive: Bool { get }
    /// Whether it is a presentation or dismissal shown as a modal.
    var presentationStyle: UIModalPresentationStyle { get }
    /// How long it lasts, in seconds.
    var transitionDuration: TimeInterval { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The view controller for `key` (`.from` or `.to`); nil when there is none.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The transform the transition applies to the views (identity for a size change without rotation).
    var targetTransform: CGAffineTransform { get }
}
