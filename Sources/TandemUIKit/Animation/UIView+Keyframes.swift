import Foundation

extension UIView {
    /// Options of keyframe animations: the repetition options of
    /// ``AnimationOptions`` and how values are reached between keyframes.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits, with UIKit's values.
        public let rawValue: UInt

        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews during the animation (Tandem lays out once, at the start).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets views take touches while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from what is drawn now (Tandem always does).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs forward then back.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration, not an enclosing block's (always, in Tandem).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Uses this block's options, not an enclosing block's (always, in Tandem).
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps at each keyframe's end.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Even speed over the whole animation.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the values (straight in Tandem).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at even speed (straight, at even speed, in Tandem).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode the options name.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    /// Animates the changes the keyframes added in `animations` make
    /// (``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``),
    /// over `duration` seconds after `delay`: a property keeps its value
    /// until its keyframe starts and reaches the new one when it ends.
    /// Changes made outside a keyframe span the whole duration. `completion`
    /// runs as for ``animate(withDuration:delay:options:animations:completion:)``.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        UIViewAnimationBlock.runKeyframes(
            duration: duration, delay: delay, options: options, changes: animations, completion: completion)
    }

    /// Inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// the changes `animations` makes start at `frameStartTime` and last
    /// `frameDuration`, fractions of the whole duration. Elsewhere the
    /// changes are made as they would be without it.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let recorder = UIViewAnimationBlock.current?.keyframes else {
            animations()
            return
        }
        let outer = recorder.frame
        recorder.frame = (
            frameStartTime.isFinite ? frameStartTime : 0, frameDuration.isFinite ? max(0, frameDuration) : 0
        )
        animations()
        recorder.frame = outer
    }
}
