import Foundation
import TandemGraphics

/// UINavigationController's own push and pop animation, used when the
/// delegate gives no animator: on a push the new view slides in from the
/// right edge over the old one, which moves left by a third of the width
/// (the parallax) under a darkening shadow; a pop runs the same motion
/// backwards. Both take ``duration`` with an ease-in-out curve, linear
/// while a finger drives it (the back swipe), so the view follows the finger.
@preconcurrency @MainActor
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    /// How long a push or pop takes, in seconds (iOS's is about a third of a second).
    static let duration: TimeInterval = 0.35
    /// How far the lower view moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// The darkness laid over the lower view once covered (black at this alpha).
    static let dimming: CGFloat = 0.1

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(true)
            return
        }
        let bounds = container.bounds
        let width = bounds.width
        let isPush = operation != .pop
        // The view on top slides, the one below moves by the parallax; the shade lies between them.
        let shade = UIView(frame: bounds)
        shade.backgroundColor = UIColor(white: 0, alpha: Self.dimming)
        shade.isUserInteractionEnabled = false
        let covered = bounds.offsetBy(dx: -width * Self.parallax, dy: 0)
        let outside = bounds.offsetBy(dx: width, dy: 0)
        UIView.performWithoutAnimation {
            if isPush {
                container.addSubview(shade)
                container.addSubview(toView)
                shade.alpha = 0
                toView.frame = outside
            } else {
                container.insertSubview(toView, belowSubview: fromView)
                container.insertSubview(shade, belowSubview: fromView)
                shade.alpha = 1
                toView.frame = covered
            }
        }
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: options,
            animations: {
                toView.frame = bounds
                fromView.frame = isPush ? covered : outside
                shade.alpha = isPush ? 1 : 0
            },
            completion: { _ in
                shade.removeFromSuperview()
                // The view that stays below keeps no trace of the motion; the container places it again.
                fromView.frame = bounds
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
