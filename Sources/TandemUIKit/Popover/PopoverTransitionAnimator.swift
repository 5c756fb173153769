import Foundation
import TandemGraphics

/// How a popover comes and goes when its transitioning delegate gives no
/// animator, as in UIKit: the card (with its arrow) fades in where it
/// points, and fades out on dismissal, over ``duration``. A popover that
/// adapted to a sheet or to full screen (a compact width) covers vertically
/// as those do; the adaptation is known only once the presentation began,
/// so the choice is made as the animation starts.
@preconcurrency @MainActor
final class PopoverTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// How long the card takes to fade in or out, in seconds.
    static let duration: TimeInterval = 0.2

    let isPresenting: Bool
    private weak var popover: UIPopoverPresentationController?
    /// The animation of the adapted presentation.
    private let adapted: CoverVerticalAnimator

    init(presenting: Bool, popover: UIPopoverPresentationController) {
        isPresenting = presenting
        self.popover = popover
        adapted = CoverVerticalAnimator(presenting: presenting)
    }

    /// Whether the presentation shows the popover's card (it did not adapt).
    private var showsCard: Bool { popover?.adaptedStyle == .popover }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        showsCard ? Self.duration : adapted.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard showsCard, let popover else { return adapted.animateTransition(using: transitionContext) }
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let card = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if isPresenting {
            UIView.performWithoutAnimation {
                // Placed now that the container is in the window (the source is found through it).
                transitionContext.containerView.addSubview(card)
                card.frame = popover.frameOfPresentedViewInContainerView
                card.alpha = 0
            }
        }
        UIView.animate(
            withDuration: Self.duration, delay: 0,
            options: transitionContext.isInteractive ? [.curveLinear] : [.curveEaseInOut],
            animations: { card.alpha = self.isPresenting ? 1 : 0 },
            completion: { _ in
                // Ready to be presented again.
                if !self.isPresenting { card.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
