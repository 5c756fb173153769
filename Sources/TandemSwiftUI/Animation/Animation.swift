public import Foundation

/// How a change is animated over time: a timing curve or a spring, with a
/// delay, a speed and repetition.
///
/// Tandem runs an animation as Core Animation animations of the UIKit
/// views the change updates (frames from layout, opacity, transforms,
/// colors): a timing curve becomes a `CABasicAnimation` with that
/// `CAMediaTimingFunction`; a spring a `CASpringAnimation` of mass 1 with
/// SwiftUI's stiffness and damping for its response and damping fraction
/// (stiffness (2π / response)², damping 4π · dampingFraction / response),
/// which runs until it settles.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The pace of the change.
    enum Curve: Hashable, Sendable {
        /// A cubic Bézier timing curve from (0, 0) to (1, 1) with these control points.
        case bezier(Double, Double, Double, Double)
        /// A damped spring of mass `mass`.
        case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    let curve: Curve
    /// The length of one run of a timing curve (springs run until they settle).
    let duration: TimeInterval
    let delayTime: TimeInterval
    let speedFactor: Double
    /// Runs in all; nil for ever.
    let repeats: Int?
    let autoreverses: Bool

    init(
        curve: Curve, duration: TimeInterval, delay: TimeInterval = 0, speed: Double = 1, repeats: Int? = 1,
        autoreverses: Bool = false
    ) {
        self.curve = curve
        self.duration = duration
        self.delayTime = delay
        self.speedFactor = speed
        self.repeats = repeats
        self.autoreverses = autoreverses
    }

    private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: TimeInterval)
        -> Animation
    {
        Animation(curve: .bezier(x1, y1, x2, y2), duration: duration)
    }

    /// The default animation: since iOS 17, a spring of response 0.55 and
    /// damping fraction 1 (no bounce), as on Apple's platforms.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

    /// Ease in and out (control points (0.42, 0) and (0.58, 1)) over 0.35 s.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// Ease in (control points (0.42, 0) and (1, 1)) over 0.35 s.
    public static let easeIn = Animation.easeIn(duration: 0.35)
    /// Ease out (control points (0, 0) and (0.58, 1)) over 0.35 s.
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// Constant speed over 0.35 s.
    public static let linear = Animation.linear(duration: 0.35)
    /// A spring of response 0.5 and damping fraction 0.825 (`spring()`).
    public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)
    /// A spring with no bounce and a 0.5 s duration (`smooth(duration:extraBounce:)`).
    public static let smooth = Animation.smooth(duration: 0.5, extraBounce: 0)
    /// A spring with a little bounce (0.15) and a 0.5 s duration.
    public static let snappy = Animation.snappy(duration: 0.5, extraBounce: 0)
    /// A spring with more bounce (0.3) and a 0.5 s duration.
    public static let bouncy = Animation.bouncy(duration: 0.5, extraBounce: 0)
    /// A stiff spring for interactive changes (`interactiveSpring()`).
    public static let interactiveSpring = Animation.interactiveSpring(
        response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)

    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { bezier(0.42, 0, 0.58, 1, duration: duration) }
    /// Ease in over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { bezier(0.42, 0, 1, 1, duration: duration) }
    /// Ease out over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { bezier(0, 0, 0.58, 1, duration: duration) }
    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { bezier(0, 0, 1, 1, duration: duration) }

    /// The cubic Bézier timing curve with control points (`p1x`, `p1y`) and
    /// (`p2x`, `p2y`), over `duration` seconds.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        bezier(p1x, p1y, p2x, p2y, duration: duration)
    }

    /// A spring that reaches its target in about `response` seconds and
    /// bounces less the closer `dampingFraction` is to 1 (none at 1 or
    /// more). `blendDuration` is accepted and not used (see
    /// docs/Compatibility.md). A zero response changes at once.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        guard response.isFinite, response > 0 else { return Animation(curve: .bezier(0, 0, 1, 1), duration: 0) }
        let fraction = dampingFraction.isFinite ? max(0, dampingFraction) : 1
        let omega = 2 * Double.pi / response
        return Animation(
            curve: .spring(
                mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * fraction / response, initialVelocity: 0),
            duration: response)
    }

    /// A spring of perceptual `duration` and `bounce` (0: none; up to 1:
    /// more; below 0: overdamped, down to -1). (`spring()` with no
    /// arguments is ``spring(response:dampingFraction:blendDuration:)``.)
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation
    {
        spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
    }

    /// A spring of the given mass, stiffness and damping, starting at
    /// `initialVelocity` (parts of the change per second).
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        func valid(_ value: Double, _ fallback: Double) -> Double { value.isFinite && value > 0 ? value : fallback }
        return Animation(
            curve: .spring(
                mass: valid(mass, 1), stiffness: valid(stiffness, 100),
                damping: damping.isFinite ? max(0, damping) : 10,
                initialVelocity: initialVelocity.isFinite ? initialVelocity : 0),
            duration: 0)
    }

    /// A spring of perceptual `duration` and `bounce`, starting at `initialVelocity`.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        guard case .spring(let mass, let stiffness, let damping, _) = spring(duration: duration, bounce: bounce).curve
        else {
            return Animation(curve: .bezier(0, 0, 1, 1), duration: 0)
        }
        return interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// A stiff spring for changes that follow a gesture.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with no bounce, plus `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a bounce of 0.15, plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a bounce of 0.3, plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// This animation, starting `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(
            curve: curve, duration: duration, delay: delay.isFinite ? max(0, delay) : 0, speed: speedFactor,
            repeats: repeats,
            autoreverses: autoreverses)
    }

    /// This animation, `speed` times as fast (0 or less, or not finite: unchanged).
    public func speed(_ speed: Double) -> Animation {
        let factor = speed.isFinite && speed > 0 ? speed : 1
        return Animation(
            curve: curve, duration: duration, delay: delayTime, speed: speedFactor * factor, repeats: repeats,
            autoreverses: autoreverses)
    }

    /// This animation run `repeatCount` times; with `autoreverses`, every
    /// other run goes backward (so an even count ends where it started, and
    /// the view then shows its new value).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(
            curve: curve, duration: duration, delay: delayTime, speed: speedFactor, repeats: max(1, repeatCount),
            autoreverses: autoreverses)
    }

    /// This animation repeated for ever; with `autoreverses`, every other run goes backward.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(
            curve: curve, duration: duration, delay: delayTime, speed: speedFactor, repeats: nil,
            autoreverses: autoreverses)
    }

    /// A readable description of the curve and timing.
    public var description: String {
        var text: String
        switch curve {
        case .bezier(let x1, let y1, let x2, let y2):
            text = "BezierAnimation(duration: \(duration), curve: (\(x1), \(y1)), (\(x2), \(y2)))"
        case .spring(let mass, let stiffness, let damping, let velocity):
            text =
                "SpringAnimation(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(velocity))"
        }
        if delayTime > 0 { text += ".delay(\(delayTime))" }
        if speedFactor != 1 { text += ".speed(\(speedFactor))" }
        if let repeats, repeats != 1 { text += ".repeatCount(\(repeats), autoreverses: \(autoreverses))" }
        if repeats == nil { text += ".repeatForever(autoreverses: \(autoreverses))" }
        return text
    }
}
