import Foundation

/// A node's layout: a `Layout` value and its cache.
@MainActor
protocol LayoutDriver: AnyObject {
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews)
    func explicitAlignment(
        _ guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat?
    func spacing(subviews: LayoutSubviews) -> ViewSpacing
    /// The subviews changed: the cache must be refreshed before the next use.
    func subviewsDidChange()
    /// The subviews are some of the same nodes as before, in any order,
    /// and none is new: what the driver remembers of each subview's size
    /// holds for it where it is now, until a size changes
    /// (``subviewSizesMayHaveChanged()``). The node
    /// is not stamped by the invalidation that follows
    /// (``ViewNode/invalidateLayout(keepingSizesBelow:)``), so a later
    /// change of a subview's size reaches the driver in the same pass.
    func subviewsRearranged()
    /// The node's own layout was invalidated: what the driver remembers
    /// of its subviews' sizes goes.
    func sizesDidChange()
    /// A subview's size may have changed (an invalidation walked up from
    /// it through the node): the driver forgets what it remembers of
    /// their sizes, or checks it against the subviews invalidated before
    /// using it again.
    func subviewSizesMayHaveChanged()
    /// The node was moved by (`dx`, `dy`), its subviews with it in its
    /// container's coordinates, none placed again (``ViewNode/translate(to:)``).
    func subviewsMoved(dx: CGFloat, dy: CGFloat)
    /// A subview is to be placed again though its layout holds (the visible
    /// part of a lazy stack in it moved, ``ViewNode/setNeedsPlacement()``).
    func subviewNeedsPlacement()
    /// Whether placement depends on the bounds alone, so that bounds moved
    /// by some distance move every placement by as much (a moved subtree is
    /// then translated rather than placed again).
    var placesByBoundsAlone: Bool { get }
    /// The safe-area regions the driver extends its content into where it
    /// reaches the safe area's edge: it places by its bounds alone only
    /// while the host has no insets in them (see ``TranslationFacts``).
    var safeAreaRegionsExtendedInto: SafeAreaRegions { get }
    /// Whether the driver keeps nothing made for its node's identity (a
    /// user layout's cache is made per identity with `makeCache`): a list
    /// row renewed for a new identity keeps such drivers (``ViewNode/renew(as:)``).
    var carriesNothingPerIdentity: Bool { get }
    /// Whether the driver's size for any proposal is its one subview's
    /// (``PassthroughLayout``: a button's control, an effect): a stack
    /// learning the node's length asks the subview instead
    /// (``ViewNode/length(along:for:)``), and a text there offered no
    /// width is not measured for it.
    var sizesAsItsSubview: Bool { get }
    /// Whether the node's size for a proposal, and where everything in
    /// its subtree is placed in a given frame, do not depend on the
    /// proposal's length along `axis` (``ViewNode/ignoresProposal(along:)``).
    func ignoresProposal(along axis: Axis, subviews: LayoutSubviews) -> Bool
}

extension LayoutDriver {
    /// Drivers that read where they are (geometry, lazy stacks) are placed again when moved.
    var placesByBoundsAlone: Bool { false }

    /// Drivers that keep to their bounds extend into no region.
    var safeAreaRegionsExtendedInto: SafeAreaRegions { [] }

    /// Drivers that remember no sizes have nothing to forget.
    func sizesDidChange() {}

    /// Drivers that check nothing forget, as for their own invalidation.
    func subviewSizesMayHaveChanged() { sizesDidChange() }

    /// Drivers that remember no placements have nothing to move.
    func subviewsMoved(dx: CGFloat, dy: CGFloat) {}

    /// Drivers that place every subview each time have nothing to forget.
    func subviewNeedsPlacement() {}

    /// Drivers that keep nothing per subview through a rearrangement
    /// forget their subviews and their sizes, as for any change.
    func subviewsRearranged() {
        subviewsDidChange()
        sizesDidChange()
    }

    /// Not known to (the default): a new identity makes the driver again.
    var carriesNothingPerIdentity: Bool { false }

    /// Not known to (the default): the node is measured through the driver.
    var sizesAsItsSubview: Bool { false }

    /// Not known to (the default): the node is placed again for any new proposal.
    func ignoresProposal(along axis: Axis, subviews: LayoutSubviews) -> Bool { false }
}

/// Holds a layout value and its cache, made on first use and refreshed
/// when the subviews change.
@MainActor
final class LayoutBox<L: Layout>: LayoutDriver {
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var layout: L
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var cache: L.Cache?
    /// Whether the cache was made for the current subviews (the node calls
    /// `subviewsDidChange()` when they change, so no comparison is needed).
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var cacheIsCurrent = false

    /// The layouts that conform to `LayoutComparable` (stacks, frames,
    /// padding, offsets...) place by their bounds alone; custom ones may not.
    let placesByBoundsAlone: Bool

    /// Whether the layout is one of Tandem's own, whose cache is `Void`:
    /// it has no cache to make or keep (reading an optional cache of a
    /// generic type looks up the optional's type metadata every time).
    private let hasNoCache: Bool

    /// Tandem's own layouts have no cache (``hasNoCache``); what they
    /// remember (sizes, a stack's distribution) follows their subviews.
    var carriesNothingPerIdentity: Bool { hasNoCache }

    /// Whether the layout is one of Tandem's stacks: with many subviews,
    /// measured and placed through its algorithm with ``stackMemo`` (which
    /// the public `Layout` methods have no place for).
    private let isStack: Bool

    /// Whether the layout is ``PassthroughLayout``, sized as its one subview.
    let sizesAsItsSubview: Bool
    /// A stack's last distribution, for a stack of many subviews.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private(set) var stackMemo: StackMemo?

    /// How values of `L` compare, kept for each new value the node is
    /// given (``ViewNode/setLayout(_:)``): a look-up in the type table
    /// otherwise. `nil` for a class, whose instances compare pair by pair.
    let comparer: LayoutComparer?

    init(_ layout: L) {
        self.layout = layout
        comparer = L.self is AnyClass ? nil : LayoutEquality.comparer(for: layout)
        placesByBoundsAlone = LayoutEquality.isComparable(layout)
        hasNoCache = placesByBoundsAlone && L.Cache.self == Void.self
        isStack = L.self == VStackLayout.self || L.self == HStackLayout.self
        sizesAsItsSubview = L.self == PassthroughLayout.self
    }

    /// The algorithm of `layout` when it is one of Tandem's stacks. Its type
    /// is compared, not cast: a dynamic cast would look up conformances.
    private static func stack(of layout: L) -> StackLayout? {
        if L.self == VStackLayout.self { return unsafeBitCast(layout, to: VStackLayout.self).stack }
        if L.self == HStackLayout.self { return unsafeBitCast(layout, to: HStackLayout.self).stack }
        return nil
    }

    /// The memo of a stack of many subviews, made on first use.
    private var memo: StackMemo {
        if let stackMemo { return stackMemo }
        let made = StackMemo()
        stackMemo = made
        return made
    }

    private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        if hasNoCache {
            var none = unsafeBitCast((), to: L.Cache.self)
            return body(&none)
        }
        return withStoredCache(subviews, body)
    }

    /// ``withCache(_:_:)`` for a layout with a cache. A function of its own:
    /// the metadata of the optional cache is looked up on entry to the
    /// function that holds one.
    @inline(never)
    private func withStoredCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
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
        if isStack, subviews.count >= StackMemo.minimumSubviews, let stack = Self.stack(of: layout) {
            // The memo bumps the layout generation when it keeps a
            // distribution or brings one up to date: a subview invalidated
            // later is stamped later (``StackMemo/validFrom``).
            return stack.sizeThatFits(proposal, subviews: subviews, memo: memo)
        }
        // A memo kept for more subviews, then rearranged to fewer, would
        // hold the nodes that went until the stack grows again.
        stackMemo?.forget()
        return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        if isStack, subviews.count >= StackMemo.minimumSubviews, let stack = Self.stack(of: layout) {
            // A stack places every subview: none is left to the rule below
            // (two passes over a list's rows, each row a cache miss or two).
            return stack.place(in: bounds, proposal: proposal, subviews: subviews, memo: memo)
        }
        for subview in subviews { subview.node.placementPending = true }
        stackMemo?.forget()
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        // Apple's rule for subviews the layout did not place: centered at their size for the proposal.
        for subview in subviews where subview.node.placementPending {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }

    func explicitAlignment(
        _ guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        withCache(subviews) { cache in
            switch guide.axis {
            case .horizontal:
                return layout.explicitAlignment(
                    of: HorizontalAlignment(guide.type), in: bounds, proposal: proposal, subviews: subviews,
                    cache: &cache)
            case .vertical:
                return layout.explicitAlignment(
                    of: VerticalAlignment(guide.type), in: bounds, proposal: proposal, subviews: subviews, cache: &cache
                )
            }
        }
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func subviewsDidChange() {
        cacheIsCurrent = false
        stackMemo?.forget()
    }

    func sizesDidChange() {
        stackMemo?.forget()
    }

    /// A stack's memo is checked against the subviews invalidated before
    /// it serves again (``StackMemo/revalidate(_:stack:)``).
    func subviewSizesMayHaveChanged() {
        stackMemo?.subviewSizesMayHaveChanged()
    }

    func subviewsMoved(dx: CGFloat, dy: CGFloat) {
        stackMemo?.subviewsMoved(dx: dx, dy: dy)
    }

    func subviewNeedsPlacement() {
        stackMemo?.forgetPlacements()
    }

    /// A user layout's cache is refreshed (its subviews changed); a
    /// stack's memo is kept for its subviews where they now are (see
    /// ``StackMemo/subviewsRearranged()``).
    func subviewsRearranged() {
        cacheIsCurrent = false
        stackMemo?.subviewsRearranged()
    }
}

extension ViewNode {
    /// Gives the node the `.layout` role with `layout`, keeping its cache
    /// when the layout's type stays the same.
    func setLayout<L: Layout>(_ layout: L) {
        if case .layout(let driver) = role, let box = driver as? LayoutBox<L> {
            let changed = !LayoutEquality.equal(box.layout, layout, by: box.comparer)
            box.layout = layout
            if changed {
                box.subviewsDidChange()
                invalidateLayout()
            }
        } else {
            let box = LayoutBox(layout)
            // The layouts that place by their bounds alone are Tandem's own,
            // which give no guide a value of their own.
            if !box.placesByBoundsAlone { graph.mayHaveExplicitGuides = true }
            role = .layout(box)
            invalidateLayout()
        }
    }
}

/// Whether two layout values are the same (bitwise for plain data), so that
/// a re-evaluated stack with the same spacing and alignment lays nothing out again.
///
/// How a layout type compares is found once per type (a `LayoutComparer`):
/// telling `LayoutComparable` from `Equatable` from plain data takes
/// dynamic casts, and every stack, frame and padding update compared.
@MainActor
enum LayoutEquality {
    static func equal<L: Layout>(_ lhs: L, _ rhs: L) -> Bool {
        // A class's instances may be of subclasses that conform differently:
        // each pair is looked at (identity first).
        if L.self is AnyClass { return sameInstances(lhs, rhs) }
        return comparer(for: lhs).equal(lhs, rhs)
    }

    /// ``equal(_:_:)`` by `comparer`, `L`'s (``comparer(for:)``), when the
    /// caller keeps it (a layout box); `nil` for a class.
    static func equal<L: Layout>(_ lhs: L, _ rhs: L, by comparer: LayoutComparer?) -> Bool {
        guard let comparer else { return equal(lhs, rhs) }
        return comparer.equal(lhs, rhs)
    }

    /// Whether `L` is `LayoutComparable` (one of Tandem's own layouts),
    /// found once per type with its comparer: a cast to the protocol costs
    /// a conformance look-up, and a node is given a layout box per layout.
    static func isComparable<L: Layout>(_ layout: L) -> Bool {
        if L.self is AnyClass { return layout is any LayoutComparable }
        return comparer(for: layout).isComparable
    }

    private static func sameInstances<L: Layout>(_ lhs: L, _ rhs: L) -> Bool {
        if (lhs as AnyObject) === (rhs as AnyObject) { return true }
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let comparable = lhs as? any LayoutComparable {
            func same<C: LayoutComparable>(_ left: C) -> Bool { (rhs as? C).map(left.isSameLayout(as:)) ?? false }
            return _openExistential(comparable, do: same)
        }
        if let equatable = lhs as? any Equatable { return AnyEquality.equal(equatable, rhs) }
        return false
    }

    /// How values of `L`, a value type, compare: found once per type (kept in its ``TypeInfo``).
    static func comparer<L: Layout>(for layout: L) -> LayoutComparer {
        let info = TypeInfo.of(L.self)
        if let known = info.layoutComparer { return known }
        let made: LayoutComparer
        if let comparable = layout as? any LayoutComparable {
            func make<C: LayoutComparable>(_: C) -> LayoutComparer { ComparableLayoutComparer<C>() }
            made = _openExistential(comparable, do: make)
        } else if let equatable = layout as? any Equatable {
            func make<E: Equatable>(_: E) -> LayoutComparer { EquatableLayoutComparer<E>() }
            made = _openExistential(equatable, do: make)
        } else if MemoryLayout<L>.size == 0 {
            // A layout without stored fields is always the same (and its bytes cannot be read).
            made = LayoutComparer(alwaysSame: true)
        } else if let plan = ViewEquality.fieldPlan(for: L.self) {
            made = FieldLayoutComparer(plan: plan)
        } else {
            made = LayoutComparer(alwaysSame: false)
        }
        info.layoutComparer = made
        return made
    }
}

/// How values of one layout type compare; the base class answers the same
/// for every pair (a layout without fields, or one holding a closure).
@MainActor
class LayoutComparer {
    private let alwaysSame: Bool
    /// Whether the type is `LayoutComparable`.
    let isComparable: Bool

    init(alwaysSame: Bool, isComparable: Bool = false) {
        self.alwaysSame = alwaysSame
        self.isComparable = isComparable
    }

    /// Whether `lhs` and `rhs`, of the type this comparer was made for, are the same layout.
    func equal<L: Layout>(_ lhs: L, _ rhs: L) -> Bool { alwaysSame }
}

private final class ComparableLayoutComparer<C: LayoutComparable>: LayoutComparer {
    init() { super.init(alwaysSame: false, isComparable: true) }

    override func equal<L: Layout>(_ lhs: L, _ rhs: L) -> Bool {
        precondition(L.self == C.self, "a comparer is used for its own layout type")
        return unsafeBitCast(lhs, to: C.self).isSameLayout(as: unsafeBitCast(rhs, to: C.self))
    }
}

private final class EquatableLayoutComparer<E: Equatable>: LayoutComparer {
    init() { super.init(alwaysSame: false) }

    override func equal<L: Layout>(_ lhs: L, _ rhs: L) -> Bool {
        precondition(L.self == E.self, "a comparer is used for its own layout type")
        return unsafeBitCast(lhs, to: E.self) == unsafeBitCast(rhs, to: E.self)
    }
}

private final class FieldLayoutComparer: LayoutComparer {
    private let plan: FieldPlan

    init(plan: FieldPlan) {
        self.plan = plan
        super.init(alwaysSame: false)
    }

    override func equal<L: Layout>(_ lhs: L, _ rhs: L) -> Bool {
        ViewEquality.valuesEqual(lhs, rhs, plan: plan)
    }
}
