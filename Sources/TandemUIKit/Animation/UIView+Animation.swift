import Foundation
import TandemGraphics

extension UIView {
    /// Options of `UIView` animations (UIKit's raw values).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits, with UIKit's values.
        public let rawValue: UInt

        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews during the animation (Tandem lays out once, at the start).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets views take touches while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from what is drawn now (Tandem always does).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs forward then back (with `repeat`, every cycle).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration, not an enclosing block's (Tandem's
        /// nested blocks always use their own).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this block's curve, not an enclosing block's (always, in Tandem).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws contents during a transition instead of stretching a snapshot.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows instead of removing and adding in `transition(from:to:)`.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Uses this block's options, not an enclosing block's (always, in Tandem).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Starts and ends slowly (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Starts slowly.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ends slowly.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips from the left (drawn as a cross-dissolve in Tandem).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips from the right (drawn as a cross-dissolve in Tandem).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up (drawn as a cross-dissolve in Tandem).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down (drawn as a cross-dissolve in Tandem).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Fades from the old contents to the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips from the top (drawn as a cross-dissolve in Tandem).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips from the bottom (drawn as a cross-dissolve in Tandem).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The display's preferred frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name.
        var animationCurve: AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }

        /// The curve the options name, as a timing function.
        @MainActor var timingFunction: CAMediaTimingFunction {
            UICubicTimingParameters(animationCurve: animationCurve).timingFunction
        }
    }

    /// The curve of a `UIView` animation (a keyboard notification's curve, say).
    public enum AnimationCurve: Int, Sendable {
        /// Starts and ends slowly.
        case easeInOut
        /// Starts slowly.
        case easeIn
        /// Ends slowly.
        case easeOut
        /// Even pace.
        case linear
    }

    /// Animates the changes `animations` makes to views — their frame,
    /// bounds, center, transform, alpha, background color, and layer corner
    /// radius and border — over `duration` seconds after `delay`, with the
    /// curve and repetition `options` give. The views' properties hold the
    /// new values at once; what is drawn moves to them. Changes made by
    /// `layoutIfNeeded()` inside the block (constraint changes) animate too.
    /// `completion` runs once every animation has stopped: `true` when all
    /// ran to their end, `false` when one was removed or replaced first; it
    /// runs after the next frame when nothing animated. A zero duration
    /// changes the views at once.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        UIViewAnimationBlock.run(
            duration: duration, delay: delay, options: options, timing: .curve(options.timingFunction),
            changes: animations,
            completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, easing in and out; see
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, easing in and out.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes with a spring of
    /// `dampingRatio` (1: no overshoot; less: bounces) starting at
    /// `velocity` (distances of the whole change per second), which settles
    /// within `duration` seconds after `delay`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        UIViewAnimationBlock.run(
            duration: duration, delay: delay, options: options,
            timing: .spring(dampingRatio: Double(dampingRatio), velocity: Double(velocity)), changes: animations,
            completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: changes made in
    /// it inside an animation block are not animated, and as on iOS
    /// ``areAnimationsEnabled`` is false while it runs (animation blocks and
    /// UIKit's own animations, such as a table's row animations, then change at once).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let outer = UIViewAnimationBlock.current
        let wasEnabled = animationsEnabled
        UIViewAnimationBlock.current = nil
        animationsEnabled = false
        actionsWithoutAnimation()
        animationsEnabled = wasEnabled
        UIViewAnimationBlock.current = outer
    }

    /// `body`'s result, with the changes it makes outside any enclosing
    /// animation block (not animated by it), while animation blocks it
    /// starts itself still animate: what SwiftUI's graph needs for the
    /// UIKit changes of an update (a representable's `context.animate` in
    /// `updateUIView` animates), where ``performWithoutAnimation(_:)`` turns
    /// every animation off, as on iOS.
    package class func withoutEnclosingAnimation<T>(_ body: () -> T) -> T {
        let outer = UIViewAnimationBlock.current
        UIViewAnimationBlock.current = nil
        defer { UIViewAnimationBlock.current = outer }
        return body()
    }

    /// Whether `UIView` animation blocks animate (true unless set off).
    public class var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns `UIView` animation blocks on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// The duration of the animation block running now (0 outside blocks).
    public class var inheritedAnimationDuration: TimeInterval { UIViewAnimationBlock.current?.duration ?? 0 }
}

/// Whether `UIView` animation blocks animate.
@MainActor private var animationsEnabled = true
