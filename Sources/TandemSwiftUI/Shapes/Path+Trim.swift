public import Foundation
import TandemGraphics

extension Path {
    /// The part of the path between the fractions `from` and `to` of its
    /// length (0 the start, 1 the end), as a stroke would draw it. Curves
    /// are measured and cut on a fine polyline (24 lines per curve), so
    /// the cut ends lie on the curve within a fraction of a point.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = from.isFinite ? min(1, max(0, from)) : 0
        let end = to.isFinite ? min(1, max(0, to)) : 1
        guard end > start else { return Path() }
        let lines = polylineSegments()
        let total = lines.reduce(0) { $0 + $1.length }
        guard total > 0 else { return start == 0 && end == 1 ? self : Path() }
        if start == 0, end == 1 { return self }
        let low = start * total, high = end * total
        var result = Path()
        var walked: CGFloat = 0
        var lastPoint: CGPoint?
        var lastSubpath = -1
        for line in lines {
            defer { walked += line.length }
            let lineStart = walked, lineEnd = walked + line.length
            guard lineEnd > low, lineStart < high, line.length > 0 else { continue }
            let a = line.point(at: (max(low, lineStart) - lineStart) / line.length)
            let b = line.point(at: (min(high, lineEnd) - lineStart) / line.length)
            if lastPoint != a || lastSubpath != line.subpath { result.move(to: a) }
            result.addLine(to: b)
            lastPoint = b
            lastSubpath = line.subpath
        }
        return result
    }

    /// One straight piece of the path's outline.
    private struct Line {
        let from: CGPoint
        let to: CGPoint
        let subpath: Int

        var length: CGFloat { hypot(to.x - from.x, to.y - from.y) }

        func point(at fraction: CGFloat) -> CGPoint {
            CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
        }
    }

    /// The outline as straight pieces, in drawing order.
    private func polylineSegments() -> [Line] {
        var lines: [Line] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var subpath = 0
        let steps = 24
        func add(_ point: CGPoint) {
            lines.append(Line(from: current, to: point, subpath: subpath))
            current = point
        }
        cgPath.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                subpath += 1
                current = points[0]
                subpathStart = current
            case .addLineToPoint:
                add(points[0])
            case .addQuadCurveToPoint:
                let p0 = current, c = points[0], p = points[1]
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    add(
                        CGPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .addCurveToPoint:
                let p0 = current, c1 = points[0], c2 = points[1], p = points[2]
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    add(
                        CGPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                if current != subpathStart { add(subpathStart) }
            }
        }
        return lines
    }
}

/// A shape drawn only between two fractions of its outline's length.
public struct _TrimmedShape<Content: Shape>: Shape {
    let shape: Content
    var from: CGFloat
    var to: CGFloat

    /// The fractions it is trimmed to: a change animates the trim.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(from, to) }
        set {
            from = newValue.first
            to = newValue.second
        }
    }

    /// The trimmed outline of the shape in `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: from, to: to)
    }

    /// The size the shape itself chooses.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

extension Shape {
    /// This shape drawn only between the fractions `from` and `to` of its
    /// outline's length (a progress ring: `Circle().trim(from: 0, to: progress)`).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }
}
