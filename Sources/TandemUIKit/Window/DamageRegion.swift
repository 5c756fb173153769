import Foundation
import TandemGraphics

/// The part of a window that must be redrawn: a few rectangles, merged when
/// they touch; past a bound, neighbors are merged where their union adds
/// the least area, so that damage spread over the window (views animating
/// here and there) stays a few bands instead of one rectangle over
/// everything.
///
/// Rectangles are gathered as they come (touching ones merged at once) and
/// brought down to the bound when read (``bound()``, ``take()``): merging
/// the cheapest pair of all as each rectangle past the bound came compared
/// every pair each time, a fifth of an animation frame of a hundred moving
/// views.
struct DamageRegion {
    /// Rectangles kept (each is one walk of the layer tree when drawn).
    static let maximumRects = 32

    private(set) var rects: [CGRect] = []

    var isEmpty: Bool { rects.isEmpty }

    /// Adds `rect`, clipped to `bounds`, merging it with rectangles it touches.
    mutating func add(_ rect: CGRect, within bounds: CGRect) {
        var r = rect.intersection(bounds)
        guard !r.isNull, r.width > 0, r.height > 0 else { return }
        var index = 0
        while index < rects.count {
            if Self.touches(rects[index], r) {
                r = r.union(rects.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(r)
    }

    /// Whether `b` touches `a` widened by a point on every side (standardized
    /// rectangles; compared directly because Foundation's `insetBy` and
    /// `intersects` were most of an animation frame's damage work).
    private static func touches(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX - 1 <= b.maxX && b.minX <= a.maxX + 1 && a.minY - 1 <= b.maxY && b.minY <= a.maxY + 1
    }

    /// Brings the rectangles down to ``maximumRects``: in reading order (top
    /// to bottom, then left to right), the two neighbors whose union covers
    /// the least area beyond theirs are merged until few enough are left —
    /// boxes along a line become its band, lines far apart stay apart.
    mutating func bound() {
        guard rects.count > Self.maximumRects else { return }
        func cost(_ a: CGRect, _ b: CGRect) -> CGFloat {
            let union = a.union(b)
            return union.width * union.height - a.width * a.height - b.width * b.height
        }
        rects.sort { $0.minY != $1.minY ? $0.minY < $1.minY : $0.minX < $1.minX }
        // costs[i]: the cost of merging rects[i] and rects[i + 1].
        var costs = (0..<(rects.count - 1)).map { cost(rects[$0], rects[$0 + 1]) }
        while rects.count > Self.maximumRects, let i = costs.indices.min(by: { costs[$0] < costs[$1] }) {
            rects[i] = rects[i].union(rects[i + 1])
            rects.remove(at: i + 1)
            costs.remove(at: i)
            if i > 0 { costs[i - 1] = cost(rects[i - 1], rects[i]) }
            if i < costs.count { costs[i] = cost(rects[i], rects[i + 1]) }
        }
    }

    /// Replaces the damage with all of `bounds`.
    mutating func setAll(_ bounds: CGRect) {
        rects = bounds.width > 0 && bounds.height > 0 ? [bounds] : []
    }

    /// Whether the region is all of `bounds`.
    func covers(_ bounds: CGRect) -> Bool {
        rects.count == 1 && rects[0].contains(bounds)
    }

    /// Returns the rectangles, brought down to the bound, and empties the region.
    mutating func take() -> [CGRect] {
        bound()
        defer { rects = [] }
        return rects
    }
}
