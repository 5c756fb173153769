import Foundation

/// An immutable graphics path: lines, curves and closed subpaths.
///
/// Build one with ``CGMutablePath``, or with the shape initializers here. A
/// `CGPath` never changes after creation; `copy()` of an immutable path
/// returns the same instance.
public class CGPath: Hashable, CustomStringConvertible {
    /// The path's geometry, points in the path's own coordinates.
    var builder: PathBuilder

    /// The path's segments.
    var segments: [PathSegment] { builder.segments }

    init(segments: [PathSegment]) {
        builder = PathBuilder(segments: segments)
    }

    /// Creates a path holding a rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Creates a path holding the ellipse that fits `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Creates a path holding a rounded rectangle. Corner sizes are clamped to
    /// half the rectangle's width and height (CoreGraphics asserts instead).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { segments.isEmpty }

    /// The point the next element would start from: the last element's end
    /// point, the subpath's start after a close, `.zero` for an empty path.
    public var currentPoint: CGPoint { builder.current ?? .zero }

    /// The smallest rectangle containing every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var box = BoundingBox()
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p): box.add(c); box.add(p)
            case .cubic(let c1, let c2, let p): box.add(c1); box.add(c2); box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle containing the path's drawn outline (curve extrema,
    /// not control points); `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = BoundingBox()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                box.add(p); current = p; start = p
            case .line(let p):
                box.add(p); current = p
            case .quad(let c, let p):
                let (c1, c2) = Bezier.cubicControls(fromQuad: current, c, p)
                Bezier.addExtrema(current, c1, c2, p, to: &box); current = p
            case .cubic(let c1, let c2, let p):
                Bezier.addExtrema(current, c1, c2, p, to: &box); current = p
            case .close:
                current = start
            }
        }
        return box.rect
    }

    /// Whether `point` lies inside the filled path, by `rule`, after `transform`
    /// is applied to the path. Every subpath counts as closed, as for filling.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        // Map the point into the path's space instead of transforming every segment.
        let local = transform.isIdentity ? point : point.applying(transform.inverted())
        guard local.x.isFinite, local.y.isFinite else { return false }
        let winding = PathFlattener(segments: segments).windingNumber(at: local)
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// Whether the path is exactly one rectangle; when it is and `rect` is not nil,
    /// stores it there.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0: points.append(p)
            case .close where index == segments.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return false }
        // Consecutive corners must share one coordinate: an axis-aligned loop.
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard (a.x == b.x) != (a.y == b.y) else { return false }
        }
        let box = boundingBox
        rect?.pointee = box
        return true
    }

    /// Returns an immutable copy (the same instance when the path is immutable).
    public func copy() -> CGPath? {
        type(of: self) == CGPath.self ? self : CGPath(segments: segments)
    }

    /// Returns an immutable copy with `transform` applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(segments: segments.map { $0.applying(t) })
    }

    /// Returns a mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(segments: segments)
    }

    /// Returns a mutable copy with `transform` applied to every point.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(segments: segments.map { $0.applying(t) })
    }

    /// Calls `block` once per element, in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var storage = [CGPoint](repeating: .zero, count: 3)
        storage.withUnsafeMutableBufferPointer { buffer in
            let points = buffer.baseAddress!
            for segment in segments {
                let type: CGPathElementType
                switch segment {
                case .move(let p): points[0] = p; type = .moveToPoint
                case .line(let p): points[0] = p; type = .addLineToPoint
                case .quad(let c, let p): points[0] = c; points[1] = p; type = .addQuadCurveToPoint
                case .cubic(let c1, let c2, let p):
                    points[0] = c1; points[1] = c2; points[2] = p; type = .addCurveToPoint
                case .close: type = .closeSubpath
                }
                var element = CGPathElement(type: type, points: points)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    /// Two paths are equal when they hold the same elements with the same points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.segments == rhs.segments
    }

    /// Hashes the path's elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
    }

    /// A short summary: element count and bounding box.
    public var description: String {
        "<CGPath \(segments.count) elements, bounds \(boundingBox)>"
    }
}

/// Accumulates points into a rectangle.
struct BoundingBox {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
        minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
    }

    var rect: CGRect {
        minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
