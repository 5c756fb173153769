import Foundation
import TandemGraphics

/// The part of a window that must be redrawn: a few rectangles, merged when
/// they touch; past a bound, the two whose union adds the least area are
/// merged, so that damage spread over the window (views animating here and
/// there) stays a few bands instead of one rectangle over everything.
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
            if rects[index].insetBy(dx: -1, dy: -1).intersects(r) {
                r = r.union(rects.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(r)
        while rects.count > Self.maximumRects { mergeCheapestPair() }
    }

    /// Merges the two rectangles whose union covers the least area beyond theirs.
    private mutating func mergeCheapestPair() {
        var best = (first: 0, second: 1, cost: CGFloat.infinity)
        for i in 0..<rects.count {
            for j in (i + 1)..<rects.count {
                let union = rects[i].union(rects[j])
                let cost =
                    union.width * union.height - rects[i].width * rects[i].height - rects[j].width * rects[j].height
                if cost < best.cost { best = (i, j, cost) }
            }
        }
        let merged = rects[best.first].union(rects[best.second])
        rects.remove(at: best.second)
        rects[best.first] = merged
        // The merged rectangle may now touch others: fold them in as `add` would.
        var index = 0
        while index < rects.count {
            if index != best.first, rects[index].insetBy(dx: -1, dy: -1).intersects(rects[best.first]) {
                rects[best.first] = rects[best.first].union(rects.remove(at: index))
                if index < best.first { best.first -= 1 }
                index = 0
            } else {
                index += 1
            }
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

    /// Returns the rectangles and empties the region.
    mutating func take() -> [CGRect] {
        defer { rects = [] }
        return rects
    }
}
