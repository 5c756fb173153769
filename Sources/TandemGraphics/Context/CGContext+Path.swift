internal import CPangoCairo
import Foundation

// The current path. Elements are stored in device space, transformed by the
// CTM in force when each was added, exactly as CoreGraphics (and cairo) do;
// the shapes reuse CGMutablePath's geometry.
extension CGContext {
    /// Discards the current path.
    public func beginPath() {
        devicePath.removeAll()
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        devicePath.move(to: point, transform: state.ctm)
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        devicePath.addLine(to: point, transform: state.ctm)
    }

    /// Adds a polyline through `points`.
    public func addLines(between points: [CGPoint]) {
        devicePath.addLines(between: points, transform: state.ctm)
    }

    /// Adds a cubic curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Adds a quadratic curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        devicePath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Adds a circular arc; see `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        devicePath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: state.ctm)
    }

    /// Adds an arc tangent to two lines; see `CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        devicePath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) {
        devicePath.addRect(rect, transform: state.ctm)
    }

    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) {
        devicePath.addRects(rects, transform: state.ctm)
    }

    /// Adds the closed ellipse that fits `rect`.
    public func addEllipse(in rect: CGRect) {
        devicePath.addEllipse(in: rect, transform: state.ctm)
    }

    /// Adds a copy of `path`, its points taken as user-space coordinates.
    public func addPath(_ path: CGPath) {
        devicePath.addPath(path, transform: state.ctm)
    }

    /// Closes the current subpath.
    public func closePath() {
        devicePath.closeSubpath()
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The current point of the path in user space (`.zero` when there is none).
    public var currentPointOfPath: CGPoint {
        devicePath.currentPoint.applying(state.ctm.inverted())
    }

    /// The bounding box of the current path in user space; `CGRect.null` when empty.
    public var boundingBoxOfPath: CGRect {
        devicePath.isEmpty ? .null : devicePath.boundingBoxOfPath.applying(state.ctm.inverted())
    }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        guard !devicePath.isEmpty else { return nil }
        var inverse = state.ctm.inverted()
        return devicePath.copy(using: &inverse)
    }

    /// Hands device-space segments to cairo, whose matrix maps user space:
    /// the segments are replayed under the y-flip alone, then the matrix is
    /// put back so strokes still use user-space line widths.
    func replay(_ segments: [PathSegment]) {
        var saved = cairo_matrix_t()
        cairo_get_matrix(cr, &saved)
        let flip = baseTransform
        var base = cairo_matrix_t(
            xx: Double(flip.a), yx: Double(flip.b), xy: Double(flip.c), yy: Double(flip.d),
            x0: Double(flip.tx), y0: Double(flip.ty))
        cairo_set_matrix(cr, &base)
        cairo_new_path(cr)
        var current = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y)); current = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
            case .quad(let c, let p):
                let (c1, c2) = Bezier.cubicControls(fromQuad: current, c, p)
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .close:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
        cairo_set_matrix(cr, &saved)
    }
}
