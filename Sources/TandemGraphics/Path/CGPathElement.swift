import Foundation

/// The kind of one element of a path.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic curve with control point `points[0]` ending at `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic curve with control points `points[0]`, `points[1]` ending at `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath; no points.
    case closeSubpath = 4
}

/// One element of a path, as passed to `CGPath.applyWithBlock(_:)`.
///
/// `points` is valid only during the call that receives the element.
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// The element's points; how many depends on `type`.
    public var points: UnsafeMutablePointer<CGPoint>
}

/// How the inside of a path is decided when filling or hit-testing.
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case winding = 0
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}

/// A path's element in Tandem's storage: points already transformed.
enum PathSegment: Hashable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The point the segment ends at, if it has one.
    var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }

    func applying(_ t: CGAffineTransform) -> PathSegment {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }
}
