import Foundation
import TandemGraphics

/// The part of a window that must be redrawn: a few rectangles, merged when
/// they touch, collapsed into their union past a bound.
struct DamageRegion {
    /// Rectangles kept before they are collapsed into one.
    static let maximumRects = 16

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
        if rects.count > Self.maximumRects {
            rects = [rects.reduce(CGRect.null) { $0.union($1) }]
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
