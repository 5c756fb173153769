import Foundation
import TandemGraphics

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) whose two inner
/// control points shape how an animation's progress follows its time.
///
/// ``value(at:)`` maps the fraction of time elapsed to the fraction of the
/// change made, solving the curve's x for the time and reading its y, as
/// Core Animation does.
@preconcurrency @MainActor
open class CAMediaTimingFunction: CustomStringConvertible {
    nonisolated private let c1: CGPoint
    nonisolated private let c2: CGPoint

    /// The curve with the given inner control points (x values are clamped to 0...1, as Core Animation requires).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = CGPoint(x: CGFloat(min(max(c1x, 0), 1)), y: CGFloat(c1y))
        c2 = CGPoint(x: CGFloat(min(max(c2x, 0), 1)), y: CGFloat(c2y))
    }

    /// One of the predefined curves (an unknown name is linear).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `index` (0 to 3; 0 is (0, 0) and 3 is (1, 1)) into `values` (x, then y).
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: CGPoint
        switch index {
        case 0: point = .zero
        case 1: point = c1
        case 2: point = c2
        default: point = CGPoint(x: 1, y: 1)
        }
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// The fraction of the change made when `time` (0...1) of the duration has passed.
    public func value(at time: Double) -> Double {
        let x = min(max(time, 0), 1)
        if c1.x == c1.y && c2.x == c2.y { return x }
        return Self.coordinate(Double(c1.y), Double(c2.y), at: parameter(forX: x))
    }

    /// The curve parameter whose x is `x`: Newton's method, then bisection where it stalls.
    private func parameter(forX x: Double) -> Double {
        let x1 = Double(c1.x), x2 = Double(c2.x)
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(x1, x2, at: t) - x
            if abs(error) < 1e-7 { return t }
            let slope = Self.derivative(x1, x2, at: t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<60 {
            let value = Self.coordinate(x1, x2, at: t)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the curve at `t`, given that coordinate of the inner control points.
    private static func coordinate(_ p1: Double, _ p2: Double, at t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func derivative(_ p1: Double, _ p2: Double, at t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The control points, for debugging.
    nonisolated public var description: String {
        "CAMediaTimingFunction (\(c1.x), \(c1.y)) (\(c2.x), \(c2.y))"
    }
}
