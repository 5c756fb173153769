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
        /// A spring of a given mass, stiffness and damping (the duration cuts it off).
        case physicalSpring(mass: Double, stiffness: Double, damping: Double, velocity: Double)
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
    /// Set in a `UIView.animateKeyframes` block: changes are recorded, and
    /// made into keyframe animations when the block ends.
    var keyframes: KeyframeRecorder?
    /// Told of each animation the block makes, before it is added (a property
    /// animator takes over their timing): the layer, the property, the
    /// animation, and the values it runs between.
    var onAnimationMade: ((CALayer, LayerAnimationKey.Property, CABasicAnimation, AnimatedValue, AnimatedValue) -> Void)?

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
        changes: () -> Void, completion: ((Bool) -> Void)?,
        onAnimationMade: ((CALayer, LayerAnimationKey.Property, CABasicAnimation, AnimatedValue, AnimatedValue) -> Void)? = nil
    ) {
        let group = AnimationCompletionGroup(completion: completion)
        // A zero or invalid duration makes the changes at once (the completion still waits for the next frame).
        let animates = duration.isFinite && duration > 0 && UIView.areAnimationsEnabled
        let block = UIViewAnimationBlock(
            duration: animates ? duration : 0, delay: delay.isFinite ? max(0, delay) : 0, options: options, timing: timing, group: group)
        block.onAnimationMade = onAnimationMade
        let outer = current
        current = animates ? block : nil
        changes()
        current = outer
        group.close()
    }

    /// Runs `changes` as a keyframe block: its keyframes' changes become one
    /// keyframe animation per property, timed by `options`.
    static func runKeyframes(
        duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions, changes: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let group = AnimationCompletionGroup(completion: completion)
        let animates = duration.isFinite && duration > 0 && UIView.areAnimationsEnabled
        let block = UIViewAnimationBlock(
            duration: animates ? duration : 0, delay: delay.isFinite ? max(0, delay) : 0,
            options: UIView.AnimationOptions(rawValue: options.rawValue & 0xFF), timing: .curve(CAMediaTimingFunction(name: .linear)),
            group: group)
        let recorder = KeyframeRecorder()
        block.keyframes = recorder
        let outer = current
        current = animates ? block : nil
        changes()
        current = outer
        if animates {
            for (layer, key, animation) in recorder.animations(mode: options.calculationMode) {
                block.time(animation, on: layer)
                AnimationEngine.add(animation, to: layer, key: key, groups: block.groupsForNewAnimations)
            }
        }
        group.close()
    }

    /// The groups an animation the block makes joins: the block's, and an
    /// enclosing transaction's that has a completion block.
    var groupsForNewAnimations: [AnimationCompletionGroup] {
        [group] + CATransaction.completionGroupsForNewAnimations()
    }

    /// Gives `animation` (of `layer`) the block's duration, delay and repetition.
    private func time(_ animation: CAAnimation, on layer: CALayer) {
        animation.duration = duration
        if delay > 0 {
            // A begin time is in the layer's time.
            animation.beginTime = layer.localTime(at: TandemAnimationClock.now) + delay
            // It shows its start while it waits, as UIKit's do.
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        if options.contains(.autoreverse) { animation.autoreverses = true }
    }

    /// The animation of a change of `keyPath` of `layer` from `from` to `to`.
    func animation(keyPath: String, from: AnimatedValue, to: AnimatedValue, on layer: CALayer) -> CABasicAnimation {
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
        case .physicalSpring(let mass, let stiffness, let damping, let velocity):
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = CGFloat(mass)
            spring.stiffness = CGFloat(stiffness)
            spring.damping = CGFloat(damping)
            spring.initialVelocity = CGFloat(velocity)
            animation = spring
        }
        // Values as Core Animation hands them out (`NSNumber`, `CGPoint`, `CGColor`…).
        animation.fromValue = from.boxed
        animation.toValue = to.boxed
        time(animation, on: layer)
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
