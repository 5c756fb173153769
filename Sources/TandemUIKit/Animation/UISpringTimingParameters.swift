import Foundation
import TandemGraphics

/// A property animator's timing as a spring: a damping ratio fitted to the
/// animator's duration, or a mass, stiffness and damping.
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The velocity at the start, in distances of the whole change per second.
    public let initialVelocity: CGVector
    let timing: UIViewAnimationBlock.Timing

    /// A critically damped spring (no overshoot) that settles within the duration.
    public convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of `ratio` (1: no overshoot; less: bounces) that settles within the duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of `ratio` starting at `velocity` that settles within the duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        timing = .spring(dampingRatio: Double(ratio), velocity: Double(velocity.dx))
    }

    /// A spring of this mass, stiffness and damping (the animator's duration cuts it off).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        timing = .physicalSpring(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), velocity: Double(velocity.dx))
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }
}
