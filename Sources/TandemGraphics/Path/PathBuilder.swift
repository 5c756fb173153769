import Foundation
import TandemSupport

/// The geometry behind ``CGMutablePath`` and a context's current path, as a
/// value: building a shape mutates one struct, so a class property is
/// accessed (and exclusivity-checked) once per call rather than once per point.
struct PathBuilder: Hashable {
    var segments: [PathSegment] = []
    /// Where the next segment starts; nil until the first move.
    var current: CGPoint?
    /// The start of the open subpath, where a close returns to.
    var subpathStart: CGPoint?

    init() {}

    init(segments: [PathSegment]) {
        self.segments = segments
        for segment in segments {
            switch segment {
            case .move(let p): subpathStart = p; current = p
            case .close: current = subpathStart
            default: current = segment.endPoint
            }
        }
    }

    /// Starts a new subpath at `point`.
    mutating func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        append(.move(p))
        subpathStart = p
        current = p
    }

    /// Adds a straight line from the current point to `point`.
    mutating func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addLine") else { return }
        let p = point.applying(transform)
        append(.line(p))
        current = p
    }

    /// Adds a quadratic curve from the current point to `end` with control point `control`.
    mutating func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addQuadCurve") else { return }
        let p = end.applying(transform)
        append(.quad(control.applying(transform), p))
        current = p
    }

    /// Adds a cubic curve from the current point to `end` with two control points.
    mutating func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard requireCurrentPoint("addCurve") else { return }
        let p = end.applying(transform)
        append(.cubic(control1.applying(transform), control2.applying(transform), p))
        current = p
    }

    /// Closes the current subpath with a line back to its start; the current
    /// point becomes that start. Does nothing on an empty path.
    mutating func closeSubpath() {
        guard current != nil else { return }
        append(.close)
        current = subpathStart
    }

    /// Adds a closed rectangle: a move to its origin, lines counter-clockwise
    /// (in a y-up space) around its corners, and a close.
    mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard let r = Self.valid(rect, "addRect") else { return }
        segments.reserveCapacity(segments.count + 5)
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as its own closed subpath.
    mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a polyline: a move to the first point and lines through the rest.
    mutating func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds the closed ellipse that fits `rect`, drawn clockwise (in a y-up
    /// space) from the rectangle's right midpoint, as four cubic curves.
    mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard let r = Self.valid(rect, "addEllipse") else { return }
        segments.reserveCapacity(segments.count + 6)
        // Quarter-circle control distance: 4/3·(√2 − 1).
        let k: CGFloat = 0.552_284_749_830_793_4
        let rx = r.width / 2, ry = r.height / 2
        let cx = r.midX, cy = r.midY
        // As Core Graphics draws it: from the right end toward increasing y
        // (clockwise on a y-down screen), which is where SwiftUI's
        // `Circle().trim(from: 0, to: 0.25)` ends (at the bottom).
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
            control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
            control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    /// Adds a closed rounded rectangle. Corner sizes are clamped to
    /// `0...width/2` and `0...height/2`; zero corners give a plain rectangle.
    mutating func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let r = Self.valid(rect, "addRoundedRect") else { return }
        let cw = cornerWidth.isFinite ? min(max(cornerWidth, 0), r.width / 2) : 0
        let ch = cornerHeight.isFinite ? min(max(cornerHeight, 0), r.height / 2) : 0
        guard cw > 0, ch > 0 else {
            addRect(r, transform: transform)
            return
        }
        let k: CGFloat = 0.552_284_749_830_793_4
        segments.reserveCapacity(segments.count + 10)
        let (x0, x1, y0, y1) = (r.minX, r.maxX, r.minY, r.maxY)
        move(to: CGPoint(x: x0 + cw, y: y0), transform: transform)
        addLine(to: CGPoint(x: x1 - cw, y: y0), transform: transform)
        addCurve(
            to: CGPoint(x: x1, y: y0 + ch), control1: CGPoint(x: x1 - cw + k * cw, y: y0),
            control2: CGPoint(x: x1, y: y0 + ch - k * ch), transform: transform)
        addLine(to: CGPoint(x: x1, y: y1 - ch), transform: transform)
        addCurve(
            to: CGPoint(x: x1 - cw, y: y1), control1: CGPoint(x: x1, y: y1 - ch + k * ch),
            control2: CGPoint(x: x1 - cw + k * cw, y: y1), transform: transform)
        addLine(to: CGPoint(x: x0 + cw, y: y1), transform: transform)
        addCurve(
            to: CGPoint(x: x0, y: y1 - ch), control1: CGPoint(x: x0 + cw - k * cw, y: y1),
            control2: CGPoint(x: x0, y: y1 - ch + k * ch), transform: transform)
        addLine(to: CGPoint(x: x0, y: y0 + ch), transform: transform)
        addCurve(
            to: CGPoint(x: x0 + cw, y: y0), control1: CGPoint(x: x0, y: y0 + ch - k * ch),
            control2: CGPoint(x: x0 + cw - k * cw, y: y0), transform: transform)
        closeSubpath()
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle` (radians,
    /// measured from +x towards +y). `clockwise` is meant in a y-up space: false
    /// sweeps towards increasing angles. A line joins the current point to the
    /// arc's start; with no current point the arc starts a subpath. Sweeps are
    /// at most one full turn; angles a full turn or more apart give a full
    /// circle in either direction.
    mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite,
            center.x.isFinite, center.y.isFinite
        else {
            Diagnostics.report("CGPath", "addArc ignored: non-finite or negative input")
            return
        }
        var sweep = endAngle - startAngle
        let turn = 2 * CGFloat.pi
        if abs(sweep) >= turn {
            // A whole turn or more asked for, either way: a full circle in the
            // direction given, as CoreGraphics draws `0` to `2π` whichever
            // way (UIKit code draws circles with `clockwise: false`).
            sweep = clockwise ? -turn : turn
        } else if clockwise {
            if sweep > 0 { sweep -= (sweep / turn).rounded(.up) * turn }
            sweep = max(sweep, -turn)
        } else {
            if sweep < 0 { sweep += (-sweep / turn).rounded(.up) * turn }
            sweep = min(sweep, turn)
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if current == nil {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        guard sweep != 0 else { return }
        for (c1, c2, end) in Bezier.arc(center: center, radius: radius, start: startAngle, sweep: sweep) {
            addCurve(to: end, control1: c1, control2: c2, transform: transform)
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`, preceded by a
    /// line to the arc's first tangent point. Degenerate input adds a line to
    /// `tangent1End`.
    mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard requireCurrentPoint("addArc(tangent1End:)") else { return }
        // The current point is stored transformed; work in the caller's space.
        let p0 = current!.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
        let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let crossValue = v1.x * v2.y - v1.y * v2.x
        guard radius.isFinite, radius > 0, l1 > 0, l2 > 0, abs(crossValue) > 1e-12 else {
            addLine(to: p1, transform: transform)
            return
        }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The center lies along the bisector, `radius / sin(angle/2)` from the corner.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        addLine(to: t1, transform: transform)
        addArc(
            center: center, radius: radius, startAngle: a1, endAngle: a2, clockwise: crossValue > 0,
            transform: transform)
    }

    /// Appends every element of `path`, transformed.
    mutating func addPath(_ other: [PathSegment], transform: CGAffineTransform = .identity) {
        segments.reserveCapacity(segments.count + other.count)
        for segment in other {
            let s = segment.applying(transform)
            append(s)
            switch s {
            case .move(let p): subpathStart = p; current = p
            case .close: current = subpathStart
            default: current = s.endPoint
            }
        }
    }

    /// Empties the path, keeping its storage for reuse (the context's current path).
    mutating func removeAll() {
        segments.removeAll(keepingCapacity: true)
        current = nil
        subpathStart = nil
    }

    private mutating func append(_ segment: PathSegment) {
        segments.append(segment)
    }

    private func requireCurrentPoint(_ operation: String) -> Bool {
        if current != nil { return true }
        Diagnostics.report("CGPath", "\(operation): no current point; element ignored")
        return false
    }

    /// The rectangle standardized, or nil (reported) when it is null or not finite.
    private static func valid(_ rect: CGRect, _ operation: String) -> CGRect? {
        let r = rect.standardized
        guard !rect.isNull, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            Diagnostics.report("CGPath", "\(operation): ignored a null or non-finite rectangle \(rect)")
            return nil
        }
        return r
    }
}
