import Foundation
import TandemGraphics

/// UIKit's own presentation and dismissal animation, used when the
/// presented controller's transitioning delegate gives no animator (the
/// `coverVertical` look): the presented view rises from below the window's
/// bottom edge to its place, and on dismissal goes back down, both over
/// ``duration`` seconds on a spring without bounce. A sheet's dimming fades
/// alongside (``UISheetPresentationController`` queues it on the coordinator).
@preconcurrency @MainActor
final class CoverVerticalAnimator: UIViewControllerAnimatedTransitioning {
    /// How long a presentation or dismissal takes, in seconds.
    static let duration: TimeInterval = 0.5

    /// Whether this presents (else it dismisses).
    let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        let controllerKey: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let moving = transitionContext.view(forKey: key),
            let controller = transitionContext.viewController(forKey: controllerKey)
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let placed = isPresenting ? transitionContext.finalFrame(for: controller) : moving.frame
        // Just below the container's bottom edge.
        let below = placed.offsetBy(dx: 0, dy: max(0, container.bounds.maxY - placed.minY))
        if isPresenting {
            UIView.performWithoutAnimation {
                container.addSubview(moving)
                moving.frame = below
            }
        }
        let target = isPresenting ? placed : below
        UIView.animate(
            withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
            options: transitionContext.isInteractive ? [.curveLinear] : [],
            animations: { moving.frame = target },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
