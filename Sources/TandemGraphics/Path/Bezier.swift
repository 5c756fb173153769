import Foundation

/// Curve arithmetic shared by paths: flattening, extrema, arc approximation.
enum Bezier {
    /// The cubic control points equal to a quadratic curve `p0 c p1`.
    static func cubicControls(fromQuad p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> (CGPoint, CGPoint) {
        (
            CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
            CGPoint(x: p1.x + 2 / 3 * (c.x - p1.x), y: p1.y + 2 / 3 * (c.y - p1.y))
        )
    }

    /// The point at parameter `t` of a cubic curve.
    static func point(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(
            x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
            y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Adds a cubic curve's end points and the points where its derivative is
    /// zero on either axis: together they bound the curve tightly.
    static func addExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, to box: inout BoundingBox) {
        box.add(p0)
        box.add(p1)
        for t in roots(p0.x, c1.x, c2.x, p1.x) + roots(p0.y, c1.y, c2.y, p1.y) {
            box.add(point(p0, c1, c2, p1, at: t))
        }
    }

    /// Parameters in (0, 1) where the derivative of a one-dimensional cubic is zero.
    private static func roots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // B'(t)/3 = qa·t² + qb·t + qc
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var result: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { result.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                result.append((-qb + root) / (2 * qa))
                result.append((-qb - root) / (2 * qa))
            }
        }
        return result.filter { $0 > 0 && $0 < 1 }
    }

    /// Cubic segments approximating a circular arc of `radius` around `center`
    /// from `start` sweeping `sweep` radians (positive: increasing angle).
    /// Pieces span at most a quarter turn, which keeps the error below 0.03%.
    static func arc(
        center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat
    ) -> [(CGPoint, CGPoint, CGPoint)] {
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * tan(step / 4)
        var result: [(CGPoint, CGPoint, CGPoint)] = []
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (cos0, sin0) = (cos(angle), sin(angle))
            let (cos1, sin1) = (cos(next), sin(next))
            result.append(
                (
                    CGPoint(x: center.x + radius * (cos0 - k * sin0), y: center.y + radius * (sin0 + k * cos0)),
                    CGPoint(x: center.x + radius * (cos1 + k * sin1), y: center.y + radius * (sin1 - k * cos1)),
                    CGPoint(x: center.x + radius * cos1, y: center.y + radius * sin1)
                ))
            angle = next
        }
        return result
    }
}

/// Turns a path into straight edges for hit-testing.
struct PathFlattener {
    let segments: [PathSegment]

    /// Pieces per curve: fine enough that containment is exact to well under a
    /// point for curves of screen size, cheap enough for hit-testing.
    private static let curvePieces = 24

    /// The winding number of the path's closed outline around `point`
    /// (counter-clockwise in a y-up space counts positive).
    func windingNumber(at point: CGPoint) -> Int {
        var winding = 0
        var start = CGPoint.zero
        var current = CGPoint.zero
        var open = false

        func edge(_ a: CGPoint, _ b: CGPoint) {
            // Crossing-number test with a ray towards +x; half-open on y so a
            // vertex shared by two edges is counted once.
            if a.y <= point.y {
                if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
            } else if b.y <= point.y, cross(a, b, point) < 0 {
                winding -= 1
            }
        }
        func closeSubpath() {
            if open, current != start { edge(current, start) }
            current = start
        }

        for segment in segments {
            switch segment {
            case .move(let p):
                closeSubpath()
                start = p; current = p; open = true
            case .line(let p):
                edge(current, p); current = p
            case .quad(let c, let p):
                let (c1, c2) = Bezier.cubicControls(fromQuad: current, c, p)
                flatten(current, c1, c2, p, edge)
                current = p
            case .cubic(let c1, let c2, let p):
                flatten(current, c1, c2, p, edge)
                current = p
            case .close:
                closeSubpath()
            }
        }
        closeSubpath()
        return winding
    }

    private func flatten(
        _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ edge: (CGPoint, CGPoint) -> Void
    ) {
        var previous = p0
        for i in 1...Self.curvePieces {
            let next = Bezier.point(p0, c1, c2, p1, at: CGFloat(i) / CGFloat(Self.curvePieces))
            edge(previous, next)
            previous = next
        }
    }

    /// Positive when `p` lies left of the directed line a→b.
    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
