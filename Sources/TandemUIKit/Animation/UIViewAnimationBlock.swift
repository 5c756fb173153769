import Foundation
import TandemGraphics

/// The `UIView.animate` block running now: the timing its animations take,
/// and the group whose completion is the block's.
///
/// `package`: SwiftUI's animations (`withAnimation`, `.animation(_:value:)`)
/// run the UIKit views' changes of an update in a block of their own timing.
@MainActor
package final class UIViewAnimationBlock {
    /// How the block's animations pace themselves.
    package enum Timing {
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
    package static var current: UIViewAnimationBlock?

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let timing: Timing
    let group: AnimationCompletionGroup
    /// Repetitions of each animation (Core Animation's `repeatCount`; 0:
    /// once, or for ever with the `.repeat` option).
    var repeatCount: Float = 0
    /// The rate of each animation (Core Animation's `speed`; 1 by default).
    var speed: Float = 1
    /// Groups besides the block's own that hear when its animations stop
    /// (a SwiftUI transaction's completion).
    var extraGroups: [AnimationCompletionGroup] = []
    /// Set in a `UIView.animateKeyframes` block: changes are recorded, and
    /// made into keyframe animations when the block ends.
    var keyframes: KeyframeRecorder?
    /// Told of each animation the block makes, before it is added (a property
    /// animator takes over their timing): the layer, the property, the
    /// animation, and the values it runs between.
    var onAnimationMade:
        ((CALayer, LayerAnimationKey.Property, CABasicAnimation, AnimatedValue, AnimatedValue) -> Void)?

    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: Timing,
        group: AnimationCompletionGroup
    ) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.timing = timing
        self.group = group
    }

    /// Runs `changes` as a block: view property changes in it animate with
    /// `timing`; `completion` runs when they have all stopped.
    ///
    /// `repeatCount` and `speed` are Core Animation's, given to each
    /// animation; `extraGroups` hear when the animations stop, as the block's
    /// own completion does.
    package static func run(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: Timing,
        repeatCount: Float, speed: Float, extraGroups: [AnimationCompletionGroup],
        changes: () -> Void, completion: ((Bool) -> Void)?
    ) {
        run(
            duration: duration, delay: delay, options: options, timing: timing, repeatCount: repeatCount, speed: speed,
            extraGroups: extraGroups, changes: changes, completion: completion, onAnimationMade: nil)
    }

    /// ``run(duration:delay:options:timing:repeatCount:speed:extraGroups:changes:completion:)``,
    /// telling `onAnimationMade` of each animation made.
    static func run(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: Timing,
        repeatCount: Float = 0, speed: Float = 1, extraGroups: [AnimationCompletionGroup] = [],
        changes: () -> Void, completion: ((Bool) -> Void)?,
        onAnimationMade: (
            (CALayer, LayerAnimationKey.Property, CABasicAnimation, AnimatedValue, AnimatedValue) -> Void
        )? = nil
    ) {
        let group = AnimationCompletionGroup(completion: completion)
        // A zero or invalid duration makes the changes at once (the completion still waits for the next frame).
        let animates = duration.isFinite && duration > 0 && UIView.areAnimationsEnabled
        let block = UIViewAnimationBlock(
            duration: animates ? duration : 0, delay: delay.isFinite ? max(0, delay) : 0, options: options,
            timing: timing, group: group)
        block.onAnimationMade = onAnimationMade
        block.repeatCount = repeatCount.isFinite || repeatCount == .infinity ? max(0, repeatCount) : 0
        block.speed = speed.isFinite && speed > 0 ? speed : 1
        block.extraGroups = extraGroups
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
            options: UIView.AnimationOptions(rawValue: options.rawValue & 0xFF),
            timing: .curve(CAMediaTimingFunction(name: .linear)),
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
        [group] + extraGroups + CATransaction.completionGroupsForNewAnimations()
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
        if options.contains(.repeat) {
            animation.repeatCount = .infinity
        } else if repeatCount > 0 {
            animation.repeatCount = repeatCount
        }
        if options.contains(.autoreverse) { animation.autoreverses = true }
        if speed != 1 { animation.speed = speed }
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
            if SpringMotion(omega: middle, zeta: zeta, velocity: velocity).settlingTime > duration {
                low = middle
            } else {
                high = middle
            }
        }
        return SpringMotion(omega: high, zeta: zeta, velocity: velocity)
    }
}
