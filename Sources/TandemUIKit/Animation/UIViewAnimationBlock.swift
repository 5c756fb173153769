import Foundation
import TandemGraphics

/// The `UIView.animate` block running now: the timing its animations take,
/// and the group whose completion is the block's.
@MainActor
final class UIViewAnimationBlock {
    /// How the block's animations pace themselves.
    enum Timing {
        case curve(CAMediaTimingFunction)
        /// A spring that settles within the duration.
        case spring(dampingRatio: Double, velocity: Double)
    }

    /// The innermost block being run (nil outside blocks and in `performWithoutAnimation`).
    #if !TANDEM_CHECKED_EXCLUSIVITY
    @exclusivity(unchecked)
    #endif
    static var current: UIViewAnimationBlock?

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let timing: Timing
    let group: AnimationCompletionGroup

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: Timing, group: AnimationCompletionGroup) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.timing = timing
        self.group = group
    }

    /// Runs `changes` as a block: view property changes in it animate with
    /// `timing`; `completion` runs when they have all stopped.
    static func run(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: Timing,
        changes: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let group = AnimationCompletionGroup(completion: completion)
        // A zero or invalid duration makes the changes at once (the completion still waits for the next frame).
        let animates = duration.isFinite && duration > 0 && UIView.areAnimationsEnabled
        let block = UIViewAnimationBlock(
            duration: animates ? duration : 0, delay: delay.isFinite ? max(0, delay) : 0, options: options, timing: timing, group: group)
        let outer = current
        current = animates ? block : nil
        changes()
        current = outer
        group.close()
    }

    /// The animation of a change of `keyPath` from `from` to `to`.
    func animation(keyPath: String, from: AnimatedValue, to: AnimatedValue) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch timing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
        case .spring(let dampingRatio, let velocity):
            let spring = CASpringAnimation(keyPath: keyPath)
            let motion = Self.spring(dampingRatio: dampingRatio, velocity: velocity, settlingIn: duration)
            spring.mass = 1
            spring.stiffness = CGFloat(motion.omega * motion.omega)
            spring.damping = CGFloat(2 * motion.zeta * motion.omega)
            spring.initialVelocity = CGFloat(velocity)
            animation = spring
        }
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = TandemAnimationClock.now + delay
            // It shows its start while it waits, as UIKit's do.
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        if options.contains(.autoreverse) { animation.autoreverses = true }
        return animation
    }

    /// The spring with `dampingRatio` and `velocity` whose motion settles
    /// at `duration`, as UIKit fits its spring animations to their duration.
    static func spring(dampingRatio: Double, velocity: Double, settlingIn duration: TimeInterval) -> SpringMotion {
        let zeta = dampingRatio.isFinite ? max(0.01, dampingRatio) : 1
        let velocity = velocity.isFinite ? velocity : 0
        // Settling time falls as the natural frequency rises: bisect for the one that settles at the duration.
        var low = 0.01, high = 2_000.0
        for _ in 0..<40 {
            let middle = (low * high).squareRoot()
            if SpringMotion(omega: middle, zeta: zeta, velocity: velocity).settlingTime > duration { low = middle } else { high = middle }
        }
        return SpringMotion(omega: high, zeta: zeta, velocity: velocity)
    }
}
