import Foundation

/// A path that can be built element by element.
///
/// Every `add` method takes an optional `transform` that is applied to the
/// element's points before they are stored. An element that needs a current
/// point (a line or curve) when there is none is ignored and reported, as
/// CoreGraphics logs "no current point" and ignores it. Not thread-safe while
/// being built; finish it on one thread.
public final class CGMutablePath: CGPath {
    /// Creates an empty path.
    public init() {
        super.init(segments: [])
    }

    override init(segments: [PathSegment]) {
        super.init(segments: segments)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        builder.move(to: point, transform: transform)
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        builder.addLine(to: point, transform: transform)
    }

    /// Adds a quadratic curve from the current point to `end` with control point `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        builder.addQuadCurve(to: end, control: control, transform: transform)
    }

    /// Adds a cubic curve from the current point to `end` with two control points.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        builder.addCurve(to: end, control1: control1, control2: control2, transform: transform)
    }

    /// Closes the current subpath with a line back to its start; the current
    /// point becomes that start. Does nothing on an empty path.
    public func closeSubpath() {
        builder.closeSubpath()
    }

    /// Adds a closed rectangle: a move to its origin, lines counter-clockwise
    /// (in a y-up space) around its corners, and a close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        builder.addRect(rect, transform: transform)
    }

    /// Adds each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        builder.addRects(rects, transform: transform)
    }

    /// Adds a polyline: a move to the first point and lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        builder.addLines(between: points, transform: transform)
    }

    /// Adds the closed ellipse that fits `rect`, drawn clockwise (in a y-up
    /// space) from the rectangle's right midpoint, as four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        builder.addEllipse(in: rect, transform: transform)
    }

    /// Adds a closed rounded rectangle. Corner sizes are clamped to
    /// `0...width/2` and `0...height/2`; zero corners give a plain rectangle.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        builder.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform)
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle` (radians,
    /// measured from +x towards +y). `clockwise` is meant in a y-up space: false
    /// sweeps towards increasing angles. A line joins the current point to the
    /// arc's start; with no current point the arc starts a subpath. Sweeps are
    /// at most one full turn.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        builder.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`, preceded by a
    /// line to the arc's first tangent point. Degenerate input adds a line to
    /// `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        builder.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// Appends every element of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        builder.addPath(path.builder.segments, transform: transform)
    }

    /// Empties the path, keeping its storage for reuse (the context's current path).
    func removeAll() {
        builder.removeAll()
    }
}
