import Foundation
import TandemSupport

/// Turns a path into the outline its stroke covers: the area a stroke
/// with these settings paints, as a path that the nonzero rule fills.
///
/// The path is flattened into polylines (curves in pieces of about a point),
/// dashed if there are dashes, and each polyline becomes convex pieces: a
/// quadrilateral per segment, a wedge, bevel triangle or disc per join, and
/// a square or disc per cap. Every piece winds the same way, so where they
/// overlap the nonzero rule fills their union, as CoreGraphics' outline fills.
struct StrokeOutline {
    var lineWidth: CGFloat
    var lineCap: CGLineCap
    var lineJoin: CGLineJoin
    var miterLimit: CGFloat
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []

    /// A polyline of a subpath (or a dash), and whether it closes on itself.
    struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool
        /// For a dash of no length (a dot): the direction of the line it lies on.
        var direction: CGPoint?
    }

    /// The most dashes a path is cut into: a pattern far finer than the
    /// path is long stops there (reported), rather than making millions.
    static let maximumDashes = 10_000

    /// The outline of `segments`, as closed convex pieces.
    func outline(of segments: [PathSegment]) -> [PathSegment] {
        let width = abs(lineWidth)
        guard width.isFinite, width > 0 else { return [] }
        var pieces: [PathSegment] = []
        for polyline in dashed(Self.polylines(of: segments)) {
            outline(polyline, halfWidth: width / 2, into: &pieces)
        }
        return pieces
    }

    /// The dashes of `segments`, each as the points of an open polyline.
    func dashes(of segments: [PathSegment]) -> [[CGPoint]] {
        dashed(Self.polylines(of: segments)).map(\.points)
    }

    // MARK: Flattening and dashing

    /// The subpaths of `segments` as polylines (curves flattened).
    static func polylines(of segments: [PathSegment]) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        func add(_ point: CGPoint) {
            if current.isEmpty { current = [start] }
            if current.last != point { current.append(point) }
        }
        for segment in segments {
            switch segment {
            case .move(let p):
                finish(closed: false)
                start = p
                current = [p]
            case .line(let p): add(p)
            case .quad(let c, let p):
                let from = current.last ?? start
                let (c1, c2) = Bezier.cubicControls(fromQuad: from, c, p)
                flatten(from, c1, c2, p, add)
            case .cubic(let c1, let c2, let p): flatten(current.last ?? start, c1, c2, p, add)
            case .close:
                if current.count > 1, current.last == start { current.removeLast() }
                finish(closed: true)
                current = [start]
            }
        }
        // A lone move draws nothing; a move left after a close neither.
        if current.count > 1 { finish(closed: false) }
        return result
    }

    /// A cubic in pieces of about a point (between 2 and 128 of them).
    private static func flatten(
        _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ add: (CGPoint) -> Void
    ) {
        let hull = distance(p0, c1) + distance(c1, c2) + distance(c2, p1)
        // Clamped before it is made an integer (a huge hull would trap).
        let pieces = hull.isFinite ? Int(min(128, max(2, hull.rounded(.up)))) : 2
        for index in 1...pieces { add(Bezier.point(p0, c1, c2, p1, at: CGFloat(index) / CGFloat(pieces))) }
    }

    /// The polylines cut into their dashes (unchanged without dashes).
    private func dashed(_ polylines: [Polyline]) -> [Polyline] {
        let lengths = dashLengths.map { max(0, $0) }
        let period = lengths.reduce(0, +)
        guard !lengths.isEmpty, period > 0, period.isFinite else { return polylines }
        var result: [Polyline] = []
        var reported = false
        for polyline in polylines where result.count < Self.maximumDashes {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            // Where the pattern stands at the start: each subpath starts it anew, at the phase.
            var index = 0
            var left = lengths[0]
            var offset = dashPhase.isFinite ? dashPhase.truncatingRemainder(dividingBy: period) : 0
            if offset < 0 { offset += period }
            while offset > 0 {
                if offset >= left {
                    offset -= left
                    index = (index + 1) % lengths.count
                    left = lengths[index]
                } else {
                    left -= offset
                    offset = 0
                }
            }
            var dash: [CGPoint] = index % 2 == 0 ? [points[0]] : []
            var direction = CGPoint(x: 1, y: 0)
            func endDash() {
                guard index % 2 == 0, let first = dash.first else { return }
                // A dash of no length is a dot, capped along its line.
                let dot = dash.allSatisfy { $0 == first }
                result.append(Polyline(points: dot ? [first] : dash, isClosed: false, direction: direction))
            }
            segments: for (a, b) in zip(points, points.dropFirst()) {
                var from = a
                var remaining = Self.distance(a, b)
                direction = Self.direction(from: a, to: b)
                while remaining > 0 {
                    let step = min(left, remaining)
                    let t = step / remaining
                    let to = CGPoint(x: from.x + (b.x - from.x) * t, y: from.y + (b.y - from.y) * t)
                    if index % 2 == 0 { dash.append(to) }
                    // A step too small to change what is left ends the segment.
                    let before = remaining
                    remaining -= step
                    if step > 0, remaining == before { remaining = 0 }
                    left -= step
                    from = to
                    if left <= 0 {
                        endDash()
                        if result.count >= Self.maximumDashes {
                            if !reported {
                                reported = true
                                Diagnostics.report(
                                    "CGPath", "stopped dashing after \(Self.maximumDashes) dashes (pattern \(lengths))")
                            }
                            dash = []
                            break segments
                        }
                        index = (index + 1) % lengths.count
                        left = lengths[index]
                        dash = index % 2 == 0 ? [from] : []
                    }
                }
            }
            if dash.count > 1 { endDash() }
        }
        return result
    }

    // MARK: Pieces

    private func outline(_ polyline: Polyline, halfWidth hw: CGFloat, into pieces: inout [PathSegment]) {
        var points: [CGPoint] = []
        for point in polyline.points where points.last != point { points.append(point) }
        if polyline.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count > 1 else {
            // A zero-length subpath or dash: its caps alone (round a dot,
            // square a square along its line).
            if let point = points.first, !polyline.isClosed {
                cap(at: point, direction: polyline.direction ?? CGPoint(x: 1, y: 0), hw, &pieces, both: true)
            }
            return
        }
        let count = points.count
        let segmentCount = polyline.isClosed ? count : count - 1
        for index in 0..<segmentCount {
            let a = points[index], b = points[(index + 1) % count]
            let n = Self.normal(from: a, to: b)
            add(
                [
                    CGPoint(x: a.x + n.x * hw, y: a.y + n.y * hw), CGPoint(x: b.x + n.x * hw, y: b.y + n.y * hw),
                    CGPoint(x: b.x - n.x * hw, y: b.y - n.y * hw), CGPoint(x: a.x - n.x * hw, y: a.y - n.y * hw),
                ], to: &pieces)
        }
        let joins = polyline.isClosed ? 0..<count : 1..<(count - 1)
        for index in joins {
            let previous = points[(index - 1 + count) % count], vertex = points[index],
                next = points[(index + 1) % count]
            join(at: vertex, from: previous, to: next, hw, &pieces)
        }
        if !polyline.isClosed {
            cap(at: points[0], direction: Self.direction(from: points[1], to: points[0]), hw, &pieces, both: false)
            cap(
                at: points[count - 1], direction: Self.direction(from: points[count - 2], to: points[count - 1]), hw,
                &pieces, both: false)
        }
    }

    /// The join at `vertex` between the segments from `previous` and to `next`.
    private func join(
        at vertex: CGPoint, from previous: CGPoint, to next: CGPoint, _ hw: CGFloat, _ pieces: inout [PathSegment]
    ) {
        let d1 = Self.direction(from: previous, to: vertex), d2 = Self.direction(from: vertex, to: next)
        let cross = d1.x * d2.y - d1.y * d2.x
        if lineJoin == .round {
            add(Self.disc(at: vertex, radius: hw), to: &pieces)
            return
        }
        guard abs(cross) > 1e-9 else { return }
        // The outer side of the turn: where the two segments' edges part.
        let side: CGFloat = cross > 0 ? -1 : 1
        let n1 = Self.normal(of: d1), n2 = Self.normal(of: d2)
        let p1 = CGPoint(x: vertex.x + side * n1.x * hw, y: vertex.y + side * n1.y * hw)
        let p2 = CGPoint(x: vertex.x + side * n2.x * hw, y: vertex.y + side * n2.y * hw)
        let sum = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
        let sumLength = (sum.x * sum.x + sum.y * sum.y).squareRoot()
        // The miter's length over the line's width is 2 / |n1 + n2|.
        if lineJoin == .miter, sumLength > 1e-9, 2 / sumLength <= miterLimit {
            let scale = side * hw * 2 / (sumLength * sumLength)
            let tip = CGPoint(x: vertex.x + sum.x * scale, y: vertex.y + sum.y * scale)
            add([vertex, p1, tip, p2], to: &pieces)
        } else {
            add([vertex, p1, p2], to: &pieces)
        }
    }

    /// The cap at the end `point`, the line arriving along `direction`;
    /// `both`: a zero-length subpath, capped on both sides.
    private func cap(
        at point: CGPoint, direction d: CGPoint, _ hw: CGFloat, _ pieces: inout [PathSegment], both: Bool
    ) {
        switch lineCap {
        case .butt: return
        case .round: add(Self.disc(at: point, radius: hw), to: &pieces)
        case .square:
            let n = Self.normal(of: d)
            let back = both ? -hw : 0
            let from = CGPoint(x: point.x + d.x * back, y: point.y + d.y * back)
            let to = CGPoint(x: point.x + d.x * hw, y: point.y + d.y * hw)
            add(
                [
                    CGPoint(x: from.x + n.x * hw, y: from.y + n.y * hw),
                    CGPoint(x: to.x + n.x * hw, y: to.y + n.y * hw),
                    CGPoint(x: to.x - n.x * hw, y: to.y - n.y * hw),
                    CGPoint(x: from.x - n.x * hw, y: from.y - n.y * hw),
                ], to: &pieces)
        }
    }

    /// Adds the convex polygon `points`, wound counterclockwise (positive area).
    private func add(_ points: [CGPoint], to pieces: inout [PathSegment]) {
        var area: CGFloat = 0
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) { area += a.x * b.y - b.x * a.y }
        let wound = area < 0 ? Array(points.reversed()) : points
        pieces.append(.move(wound[0]))
        for point in wound.dropFirst() { pieces.append(.line(point)) }
        pieces.append(.close)
    }

    private static func disc(at center: CGPoint, radius: CGFloat) -> [CGPoint] {
        let sides = radius.isFinite ? Int(max(8, min(64, (radius * 2).rounded(.up) + 8))) : 8
        return (0..<sides).map { index in
            let angle = CGFloat(index) / CGFloat(sides) * 2 * .pi
            return CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
        }
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

    private static func direction(from a: CGPoint, to b: CGPoint) -> CGPoint {
        let length = distance(a, b)
        guard length > 0 else { return CGPoint(x: 1, y: 0) }
        return CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
    }

    /// The left normal of the segment from `a` to `b` (unit length).
    private static func normal(from a: CGPoint, to b: CGPoint) -> CGPoint { normal(of: direction(from: a, to: b)) }

    private static func normal(of d: CGPoint) -> CGPoint { CGPoint(x: -d.y, y: d.x) }
}
