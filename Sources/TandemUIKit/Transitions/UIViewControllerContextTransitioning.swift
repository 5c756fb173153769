public import Foundation
public import TandemGraphics

/// What a view controller transition's animator works with: the container
/// the views move in, the two controllers and their views, where each
/// starts and ends, and the calls that end the transition.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the incoming view to it.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (an interactive transition let go before its end).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal (`.none` for pushes, pops and tab changes).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The transform the transition applies (the identity: Tandem has no rotations).
    var targetTransform: CGAffineTransform { get }
    /// An interactive transition moved to `percentComplete` (0...1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// An interactive transition will run to its end.
    func finishInteractiveTransition()
    /// An interactive transition will run back to its start and be undone.
    func cancelInteractiveTransition()
    /// An interactive transition stopped where it is (a gesture held still).
    func pauseInteractiveTransition()
    /// Ends the transition: true when it completed, false when it was
    /// cancelled (the previous state comes back). Called once, by the
    /// animator, when its animations are done.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key` (`.from` or `.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`: the controller's view, or for a presentation
    /// that keeps the presenter's view, nil for the presenter's side.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is at the start, in the container's coordinates (`.zero` when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view is at the end, in the container's coordinates (`.zero` when it leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
}
