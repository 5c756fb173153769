public import Foundation
import TandemUIKit

/// A damped spring, described by its perceptual duration and bounce, by
/// its response and damping ratio, or physically (mass, stiffness,
/// damping): each description converts to the others, and
/// `Animation.spring(_:)` animates with it.
public struct Spring: Hashable, Sendable {
    /// The mass on the spring.
    public let mass: Double
    /// The spring's stiffness.
    public let stiffness: Double
    /// The friction that slows the motion.
    public let damping: Double

    /// A spring of `mass`, `stiffness` and `damping` (non-positive or not
    /// finite values fall back to 1, 100 and 10). `allowOverDamping` is
    /// accepted: the damping given is used as is.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 10
    }

    /// A spring that reaches its target in about `response` seconds, with
    /// `dampingRatio` (1: no bounce; less: bounces; more: overdamped).
    public init(response: Double, dampingRatio: Double) {
        let response = response.isFinite && response > 0 ? response : 0.5
        let ratio = dampingRatio.isFinite ? max(0, dampingRatio) : 1
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * ratio / response)
    }

    /// A spring of perceptual `duration` and `bounce` (0: none; up to 1:
    /// more; below 0: overdamped, down to -1).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// SwiftUI's damping ratio for a bounce: 1 - bounce when it bounces,
    /// 1 / (1 + bounce) when overdamped (bounce kept in -0.99...1).
    static func dampingRatio(bounce: Double) -> Double {
        let bounce = bounce.isFinite ? min(1, max(-0.99, bounce)) : 0
        return bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// The time for one oscillation of the undamped spring.
    public var response: Double { 2 * Double.pi / (stiffness / mass).squareRoot() }
    /// How damped the spring is: 1 is critical, less bounces.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The perceptual duration (the response).
    public var duration: TimeInterval { response }
    /// The bounce: 1 - damping ratio when it bounces, 1 / ratio - 1 when overdamped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
    /// How long the spring takes to settle within 0.1% of its change and stay there.
    public var settlingDuration: TimeInterval {
        SpringMotion(mass: mass, stiffness: stiffness, damping: damping, velocity: 0).settlingTime
    }

    /// A smooth spring with no bounce and a 0.5 s duration.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A spring with a little bounce (0.15) and a 0.5 s duration.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A spring with more bounce (0.3) and a 0.5 s duration.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring of `duration`, with `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring of `duration`, with `extraBounce` on top of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring of `duration`, with `extraBounce` on top of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Animation {
    /// An animation with `spring`. `blendDuration` is accepted and not used.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    }

    /// An animation with `spring`, starting at `initialVelocity`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }
}
