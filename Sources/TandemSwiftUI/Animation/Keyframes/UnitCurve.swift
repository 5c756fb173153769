import Foundation

/// A function from 0...1 to values that start at 0 and end at 1: the
/// shape of a keyframe's motion (``LinearKeyframe``'s `timingCurve`).
public struct UnitCurve: Hashable, Sendable {
    /// The shape: a cubic Bézier from (0, 0) to (1, 1), or a quarter circle.
    enum Shape: Hashable, Sendable {
        case bezier(CGPoint, CGPoint)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }

    let shape: Shape

    /// A Bézier curve from (0, 0) to (1, 1) with the two control points
    /// given (their x is kept within 0...1 so the curve is a function of time).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        let clamp = { (x: CGFloat) in x.isFinite ? min(max(x, 0), 1) : 0 }
        let y = { (y: CGFloat) in y.isFinite ? y : 0 }
        return UnitCurve(
            shape: .bezier(
                CGPoint(x: clamp(startControlPoint.x), y: y(startControlPoint.y)),
                CGPoint(x: clamp(endControlPoint.x), y: y(endControlPoint.y))))
    }

    /// The identity: constant speed.
    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Starts slowly (Core Animation's ease-in: 0.42, 0, 1, 1).
    public static let easeIn = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Ends slowly (0, 0, 0.58, 1).
    public static let easeOut = bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Starts and ends slowly (0.42, 0, 0.58, 1).
    public static let easeInOut = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter circle starting flat: 1 - √(1 - x²).
    public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
    /// A quarter circle ending flat: √(1 - (1 - x)²).
    public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
    /// The circular ease in for the first half, ease out for the second.
    public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

    /// The curve's value at `progress` (kept within 0...1).
    public func value(at progress: Double) -> Double {
        let x = progress.isFinite ? min(max(progress, 0), 1) : 0
        switch shape {
        case .bezier(let c1, let c2):
            return Self.bezierY(atX: x, c1, c2)
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5
                ? (1 - (1 - 4 * x * x).squareRoot()) / 2
                : ((1 - (2 - 2 * x) * (2 - 2 * x)).squareRoot() + 1) / 2
        }
    }

    /// The curve's slope at `progress` (dy/dx), from a central difference.
    public func velocity(at progress: Double) -> Double {
        let step = 1e-4
        let low = max(0, progress - step), high = min(1, progress + step)
        guard high > low else { return 0 }
        return (value(at: high) - value(at: low)) / (high - low)
    }

    /// The curve mirrored about the diagonal (x and y swapped), where that is a function.
    public var inverse: UnitCurve {
        switch shape {
        case .bezier(let c1, let c2):
            UnitCurve(shape: .bezier(CGPoint(x: c1.y, y: c1.x), CGPoint(x: c2.y, y: c2.x)))
        case .circularEaseIn: .circularEaseOut
        case .circularEaseOut: .circularEaseIn
        case .circularEaseInOut: self
        }
    }

    /// y on the Bézier at the x given: the curve's parameter found by
    /// Newton's method, bisection when it stalls.
    private static func bezierY(atX x: Double, _ c1: CGPoint, _ c2: CGPoint) -> Double {
        let (x1, y1, x2, y2) = (Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y))
        func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        func slope(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
        }
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-12 { return coordinate(t, y1, y2) }
            let d = slope(t, x1, x2)
            guard abs(d) > 1e-9 else { break }
            t -= error / d
        }
        var low = 0.0, high = 1.0
        t = min(max(t, 0), 1)
        for _ in 0..<60 {
            let found = coordinate(t, x1, x2)
            if abs(found - x) < 1e-12 { break }
            if found < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, y1, y2)
    }
}
