import Foundation
import TandemGraphics

/// An animation that moves its property as a damped spring: a mass on a
/// spring of some stiffness, slowed by damping, starting with a velocity.
///
/// Its value follows the damped oscillator's closed-form solution in real
/// seconds (the timing function is not used); `duration` cuts it off (set
/// it to ``settlingDuration`` to see the whole motion).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default.
    open var stiffness: CGFloat = 100
    /// The damping; 10 by default.
    open var damping: CGFloat = 10
    /// The velocity at the start, in distances of the whole change per second (positive toward the end).
    open var initialVelocity: CGFloat = 0
    /// Whether damping past critical is allowed (accepted; Tandem's spring
    /// follows the damping given, over- or underdamped).
    open var allowsOverdamping = false

    /// How long the spring takes to settle within 0.1% of the change and stay there.
    open var settlingDuration: CFTimeInterval {
        SpringMotion(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            velocity: Double(initialVelocity)
        )
        .settlingTime
    }

    override func fraction(at cycleTime: CFTimeInterval) -> Double {
        let motion = SpringMotion(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            velocity: Double(initialVelocity))
        return motion.fraction(at: cycleTime)
    }
}

/// The damped oscillator x'' m + x' c + x k = 0, with x the part of the
/// change still to make (1 at the start) and x'(0) = -velocity.
package struct SpringMotion {
    let omega: Double
    let zeta: Double
    let velocity: Double

    package init(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        let m = mass > 0 ? mass : 1
        let k = stiffness > 0 ? stiffness : 1
        omega = (k / m).squareRoot()
        zeta = max(0, damping) / (2 * (k * m).squareRoot())
        self.velocity = velocity
    }

    init(omega: Double, zeta: Double, velocity: Double) {
        self.omega = omega
        self.zeta = zeta
        self.velocity = velocity
    }

    /// The part of the change made at `t` seconds (1 when settled; more while it overshoots).
    func fraction(at t: Double) -> Double {
        1 - remaining(at: t)
    }

    /// x(t): what is still to go.
    package func remaining(at t: Double) -> Double {
        let v0 = -velocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega + v0) / damped
            return exp(-zeta * omega * t) * (cos(damped * t) + b * sin(damped * t))
        }
        if zeta == 1 {
            return exp(-omega * t) * (1 + (omega + v0) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// The time after which |x| stays under 0.001, found on a 1/600 s grid
    /// from the end of the motion's slowest decay.
    package var settlingTime: Double {
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (max(zeta * zeta - 1, 0)).squareRoot())
        guard decay > 0 else { return .infinity }
        // Past this bound the envelope is under the threshold (with room for the velocity's amplitude).
        let bound = min(3_600, (log(1_000) + log(max(1, 1 + abs(velocity) / max(omega, 1e-9)))) / decay + 1)
        var t = bound
        let step = 1.0 / 600
        while t > 0, abs(remaining(at: t - step)) < 0.001 { t -= step }
        return t
    }
}
