public import Foundation
import TandemGraphics

/// An object that drives a view controller transition from user input (a
/// pan, say): it starts the animator's animations and moves them by the
/// input, then finishes or cancels the transition.
///
/// ``completionSpeed``, ``completionCurve`` and ``wantsInteractiveStart``
/// have default implementations (the Linux stand-in for `@objc optional`).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition in `transitionContext` (for a percent-driven
    /// one: the animator's animations, paused at the start).
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the rest of the transition runs once let go (1: at the animator's pace).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition once let go.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (true) or animating by itself.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1.
    public var completionSpeed: CGFloat { 1 }
    /// `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// True.
    public var wantsInteractiveStart: Bool { true }
}
