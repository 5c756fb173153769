import Foundation
import TandemGraphics

/// A ``CAKeyframeAnimation``'s path, read as Core Animation reads it: the
/// end of each line or curve is a keyframe (the path's first point the
/// first one), a move-to only moves where the next segment starts, and the
/// points between two keyframes are those of the segment joining them.
struct KeyframePath {
    /// One line or curve, from the keyframe before it to its end.
    struct Segment {
        let start: CGPoint
        /// The control points after `start`, ending with the segment's end
        /// (one for a line, two for a quadratic curve, three for a cubic).
        let points: [CGPoint]
        /// The segment's length, its curve flattened.
        let length: CGFloat

        var end: CGPoint { points[points.count - 1] }

        /// The point at curve parameter `t` (0...1).
        func point(at t: CGFloat) -> CGPoint {
            let u = 1 - t
            switch points.count {
            case 1:
                return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            case 2:
                let c = points[0]
                return CGPoint(
                    x: u * u * start.x + 2 * u * t * c.x + t * t * end.x,
                    y: u * u * start.y + 2 * u * t * c.y + t * t * end.y)
            default:
                let (c1, c2) = (points[0], points[1])
                let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                return CGPoint(
                    x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y)
            }
        }

        /// The direction of motion at parameter `t` (the derivative; the
        /// chord, or a neighboring control point, where the derivative vanishes).
        func tangent(at t: CGFloat) -> CGVector {
            let u = 1 - t
            var d: CGVector
            switch points.count {
            case 1:
                d = CGVector(dx: end.x - start.x, dy: end.y - start.y)
            case 2:
                let c = points[0]
                d = CGVector(
                    dx: 2 * u * (c.x - start.x) + 2 * t * (end.x - c.x),
                    dy: 2 * u * (c.y - start.y) + 2 * t * (end.y - c.y))
            default:
                let (c1, c2) = (points[0], points[1])
                d = CGVector(
                    dx: 3 * u * u * (c1.x - start.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (end.x - c2.x),
                    dy: 3 * u * u * (c1.y - start.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (end.y - c2.y))
            }
            if abs(d.dx) < 1e-9 && abs(d.dy) < 1e-9 { d = CGVector(dx: end.x - start.x, dy: end.y - start.y) }
            return d
        }

        /// The curve parameter at which the segment has covered `fraction` of its length.
        func parameter(atLengthFraction fraction: CGFloat) -> CGFloat {
            guard points.count > 1, length > 0 else { return fraction }
            let steps = 64
            let target = fraction * length
            var covered: CGFloat = 0
            var previous = start
            for step in 1...steps {
                let t = CGFloat(step) / CGFloat(steps)
                let next = point(at: t)
                let piece = hypot(next.x - previous.x, next.y - previous.y)
                if covered + piece >= target, piece > 0 {
                    return (CGFloat(step - 1) + (target - covered) / piece) / CGFloat(steps)
                }
                covered += piece
                previous = next
            }
            return 1
        }
    }

    /// The first keyframe (where the path starts).
    let start: CGPoint
    let segments: [Segment]

    /// Reads `path`; nil when it has no point at all.
    init?(_ path: CGPath) {
        var first: CGPoint?
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var segments: [Segment] = []
        func add(_ points: [CGPoint]) {
            if first == nil { first = current }
            segments.append(Segment(start: current, points: points, length: Self.length(from: current, points)))
            current = points[points.count - 1]
        }
        path.applyWithBlock { pointer in
            let element = pointer.pointee
            switch element.type {
            case .moveToPoint:
                current = element.points[0]
                subpathStart = current
                if first == nil { first = current }
            case .addLineToPoint: add([element.points[0]])
            case .addQuadCurveToPoint: add([element.points[0], element.points[1]])
            case .addCurveToPoint: add([element.points[0], element.points[1], element.points[2]])
            case .closeSubpath:
                if current != subpathStart { add([subpathStart]) }
                current = subpathStart
            @unknown default: break
            }
        }
        guard let first else { return nil }
        start = first
        self.segments = segments
    }

    /// The keyframes: the start and each segment's end.
    var keyframes: [CGPoint] { [start] + segments.map(\.end) }

    /// The keyframes' times by distance along the path (paced), or nil when it has no length.
    var pacedKeyTimes: [Double]? {
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return nil }
        var covered: CGFloat = 0
        return [0]
            + segments.map { segment in
                covered += segment.length
                return Double(covered / total)
            }
    }

    private static func length(from start: CGPoint, _ points: [CGPoint]) -> CGFloat {
        let segment = Segment(start: start, points: points, length: 0)
        guard points.count > 1 else { return hypot(segment.end.x - start.x, segment.end.y - start.y) }
        var total: CGFloat = 0
        var previous = start
        for step in 1...64 {
            let next = segment.point(at: CGFloat(step) / 64)
            total += hypot(next.x - previous.x, next.y - previous.y)
            previous = next
        }
        return total
    }
}
