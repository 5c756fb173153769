import Foundation

/// A node's layout: a `Layout` value and its cache.
@MainActor
protocol LayoutDriver: AnyObject {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews)
    func explicitAlignment(_ guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat?
    func spacing(subviews: LayoutSubviews) -> ViewSpacing
    /// The subviews changed: the cache must be refreshed before the next use.
    func subviewsDidChange()
    /// Whether placement depends on the bounds alone, so that bounds moved
    /// by some distance move every placement by as much (a moved subtree is
    /// then translated rather than placed again).
    var placesByBoundsAlone: Bool { get }
}

extension LayoutDriver {
    /// Drivers that read where they are (geometry, lazy stacks) are placed again when moved.
    var placesByBoundsAlone: Bool { false }
}

/// Holds a layout value and its cache, made on first use and refreshed
/// when the subviews change.
@MainActor
final class LayoutBox<L: Layout>: LayoutDriver {
    var layout: L
    private var cache: L.Cache?
    /// Whether the cache was made for the current subviews (the node calls
    /// `subviewsDidChange()` when they change, so no comparison is needed).
    private var cacheIsCurrent = false

    /// The layouts that conform to `LayoutComparable` (stacks, frames,
    /// padding, offsets...) place by their bounds alone; custom ones may not.
    let placesByBoundsAlone: Bool

    init(_ layout: L) {
        self.layout = layout
        placesByBoundsAlone = layout is any LayoutComparable
    }

    private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        // The cache is worked on as a copy: a layout call may re-enter this
        // box (a geometry reader's content measured while placing), and an
        // inout access held across the call would be a conflict.
        var working: L.Cache
        if let cache {
            working = cache
            if !cacheIsCurrent { layout.updateCache(&working, subviews: subviews) }
        } else {
            working = layout.makeCache(subviews: subviews)
        }
        cacheIsCurrent = true
        let result = body(&working)
        cache = working
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        for subview in subviews { subview.node.placementPending = true }
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        // Apple's rule for subviews the layout did not place: centered at their size for the proposal.
        for subview in subviews where subview.node.placementPending {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }

    func explicitAlignment(_ guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? {
        withCache(subviews) { cache in
            switch guide.axis {
            case .horizontal:
                return layout.explicitAlignment(
                    of: HorizontalAlignment(guide.type), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical:
                return layout.explicitAlignment(
                    of: VerticalAlignment(guide.type), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func subviewsDidChange() {
        cacheIsCurrent = false
    }
}

extension ViewNode {
    /// Gives the node the `.layout` role with `layout`, keeping its cache
    /// when the layout's type stays the same.
    func setLayout<L: Layout>(_ layout: L) {
        if case .layout(let driver) = role, let box = driver as? LayoutBox<L> {
            let changed = !LayoutEquality.equal(box.layout, layout)
            box.layout = layout
            if changed {
                box.subviewsDidChange()
                invalidateLayout()
            }
        } else {
            role = .layout(LayoutBox(layout))
            invalidateLayout()
        }
    }
}

/// Whether two layout values are the same (bitwise for plain data), so that
/// a re-evaluated stack with the same spacing and alignment lays nothing out again.
@MainActor
enum LayoutEquality {
    static func equal<L: Layout>(_ lhs: L, _ rhs: L) -> Bool {
        if let comparable = lhs as? any LayoutComparable { return same(comparable, rhs) }
        if let equatable = lhs as? any Equatable { return AnyEquality.equal(equatable, rhs) }
        // A layout without stored fields is always the same (and its bytes cannot be read).
        if MemoryLayout<L>.size == 0 { return true }
        guard let plan = ViewEquality.fieldPlan(for: L.self) else { return false }
        return ViewEquality.valuesEqual(lhs, rhs, plan: plan)
    }

    private static func same<C: LayoutComparable>(_ lhs: C, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? C else { return false }
        return lhs.isSameLayout(as: rhs)
    }
}
