import Foundation

/// How a scroll view's content moves along one axis after the finger
/// lifts, as a function of the time since the motion began.
///
/// Three shapes, as UIKit's content moves:
/// - *Decay* (deceleration): the velocity falls by the deceleration rate
///   every millisecond, `v(t) = v₀·rateᵗ` with `t` in milliseconds, so the
///   content travels `v₀ / (1000·|ln rate|)` points in all.
/// - *Spring*: a critically damped spring towards a target — a content
///   edge the content went past (the bounce), a page, or an offset set
///   with animation — starting from the offset and velocity it has.
/// - *Resting*: nothing moves.
struct ScrollAxisMotion {
    /// The shape of the motion.
    enum Shape {
        /// Decelerating from `velocity` (points per second) at `rate` per millisecond.
        case decay(rate: CGFloat)
        /// Springing towards `target` with angular frequency `omega` (per second).
        case spring(target: CGFloat, omega: CGFloat)
        /// At rest.
        case resting
    }

    /// The position and velocity (points per second) when the current shape began.
    private(set) var start: CGFloat
    private(set) var velocity: CGFloat
    private(set) var shape: Shape
    /// When the current shape began, in seconds of the animation clock.
    private var began: CFTimeInterval

    /// A motion from `position` at `velocity`, shaped `shape`, beginning at `time`.
    init(position: CGFloat, velocity: CGFloat, shape: Shape, time: CFTimeInterval) {
        start = position
        self.velocity = velocity
        self.shape = shape
        began = time
    }

    /// Whether the axis still moves.
    var isMoving: Bool {
        if case .resting = shape { return false }
        return true
    }

    /// Where the decay of this motion would come to rest, unbounded.
    static func restingPosition(from position: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        position - velocity / (1000 * log(rate))
    }

    /// The position at `time`, and whether the motion ended there. `range`
    /// is where the content may rest; a decay that leaves it springs back
    /// when `bounces`, or stops at its edge when not.
    mutating func position(at time: CFTimeInterval, range: ClosedRange<CGFloat>, bounces: Bool) -> CGFloat {
        let t = CGFloat(max(0, time - began))
        switch shape {
        case .resting:
            return start
        case .decay(let rate):
            let lnRate = log(rate)
            let decayed = pow(rate, 1000 * t)
            let position = start + velocity * (decayed - 1) / (1000 * lnRate)
            let speed = velocity * decayed
            if position < range.lowerBound || position > range.upperBound {
                let edge = min(max(position, range.lowerBound), range.upperBound)
                guard bounces else { return rest(at: edge) }
                // Past an edge: the spring takes over from here, at this speed.
                start = position
                velocity = speed
                began = time
                shape = .spring(target: edge, omega: ScrollAxisMotion.bounceOmega)
                return position
            }
            // The distance still to go is under a quarter point: at rest.
            if abs(speed / (1000 * lnRate)) < 0.25 {
                return rest(at: start - velocity / (1000 * lnRate))
            }
            return position
        case .spring(let target, let omega):
            let offset = start - target
            let decay = exp(-omega * t)
            let displacement = (offset + (velocity + omega * offset) * t) * decay
            let speed = (velocity - omega * (velocity + omega * offset) * t) * decay
            if abs(displacement) < 0.25, abs(speed) < 10 { return rest(at: target) }
            return target + displacement
        }
    }

    /// Comes to rest at `position`.
    private mutating func rest(at position: CGFloat) -> CGFloat {
        start = position
        velocity = 0
        shape = .resting
        return position
    }

    /// The spring of a bounce back from past an edge (about half a second).
    static let bounceOmega: CGFloat = 12
    /// The spring towards a page or a target a delegate chose.
    static let targetOmega: CGFloat = 14
    /// The spring of `setContentOffset(_:animated:)` (about a third of a second).
    static let animatedOffsetOmega: CGFloat = 20
}
