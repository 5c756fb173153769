import Foundation
import TandemGraphics

/// How an alert controller comes and goes, as in UIKit: an alert fades in
/// with its card shrinking from 1.2 times its size to its own, and fades
/// out on dismissal; an action sheet's card rises from below the bottom
/// edge as the dimming fades in, and goes back down as it fades out.
@preconcurrency @MainActor
final class AlertTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// How long the alert takes to appear, in seconds.
    static let presentationDuration: TimeInterval = 0.4
    /// How long the alert takes to go, in seconds.
    static let dismissalDuration: TimeInterval = 0.25
    /// The card's scale when an alert starts to appear.
    static let startScale: CGFloat = 1.2

    let isPresenting: Bool
    let style: UIAlertController.Style

    init(presenting: Bool, style: UIAlertController.Style) {
        isPresenting = presenting
        self.style = style
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        isPresenting ? Self.presentationDuration : Self.dismissalDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) as? UIAlertController,
            let view = controller.alertView
        else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let card = view.cardView
        // The card's way out of sight: smaller motion for an alert (a scale), off the bottom for a sheet.
        let away: CGAffineTransform
        if style == .alert {
            away = CGAffineTransform(scaleX: Self.startScale, y: Self.startScale)
        } else {
            view.layoutIfNeeded()
            away = CGAffineTransform(translationX: 0, y: max(0, view.bounds.maxY - card.frame.minY))
        }
        if isPresenting {
            UIView.performWithoutAnimation {
                view.frame = transitionContext.finalFrame(for: controller)
                container.addSubview(view)
                view.layoutIfNeeded()
                view.alpha = 0
                card.transform = away
            }
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: transitionContext.isInteractive ? [.curveLinear] : [.curveEaseOut],
            animations: {
                view.alpha = self.isPresenting ? 1 : 0
                // A dismissed alert only fades; a sheet's card goes back down.
                if self.isPresenting {
                    card.transform = .identity
                } else if self.style == .actionSheet {
                    card.transform = away
                }
            },
            completion: { _ in
                if !self.isPresenting {
                    // Ready to be presented again.
                    view.alpha = 1
                    card.transform = .identity
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
