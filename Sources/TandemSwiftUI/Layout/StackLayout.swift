import Foundation

/// Sizing and placement of a one-axis stack: the distribution along the
/// axis, and alignment of the subviews' guides across it.
@MainActor
struct StackLayout {
    let distribution: StackDistribution
    /// The cross-axis guide the subviews align on.
    let guide: AlignmentKey
    /// Whether `guide` is one of SwiftUI's own (looked up once per stack, not per subview).
    private let guideIsBuiltIn: Bool

    init(distribution: StackDistribution, guide: AlignmentKey) {
        self.distribution = distribution
        self.guide = guide
        guideIsBuiltIn = AlignmentKey.builtIn.contains(guide)
    }

    private func crossGuide(_ dimensions: ViewDimensions) -> CGFloat {
        dimensions.explicit(guide) ?? guide.type.defaultValue(in: dimensions)
    }

    /// A subview's size for `proposal` and the position of the stack's guide
    /// in it. For SwiftUI's own guides the node is asked directly (their
    /// defaults read only the size).
    func measure(_ subview: LayoutSubview, _ proposal: ProposedViewSize) -> (size: CGSize, line: CGFloat) {
        guard guideIsBuiltIn else {
            let dimensions = subview.dimensions(in: proposal)
            return (dimensions.size, crossGuide(dimensions))
        }
        let node = subview.node
        let size = node.sizeThatFits(proposal)
        let line =
            node.explicitAlignment(guide, size: size, proposal: proposal)
            ?? guide.type.defaultValue(in: ViewDimensions(size: size))
        return (size, line)
    }

    /// The stack's size for `proposal`. With a `memo`, the distribution
    /// and each subview's measure are kept there for the placement that
    /// follows (see ``StackMemo``).
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, memo: StackMemo? = nil) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        if let memo, memo.serves(proposal, subviews: subviews, stack: self) {
            return memo.slots.withUnsafeBufferPointer { size(of: $0, extent: memo.extent) }
        }
        return distribution.withDistribution(proposal, subviews: subviews) { slots, facts in
            memo?.begin(count: slots.count)
            let extent = crossExtent(slots, subviews: subviews, recording: memo)
            memo?.keep(proposal, subviews: subviews, slots: slots, facts: facts, extent: extent)
            return size(of: slots, extent: extent)
        }
    }

    /// The stack's size for a distribution and the extent across it.
    private func size(of slots: UnsafeBufferPointer<StackDistribution.Slot>, extent: (before: CGFloat, total: CGFloat))
        -> CGSize
    {
        // A loop, not a `reduce` closure, which would check the executor per element.
        var mainSize: CGFloat = 0
        for slot in slots { mainSize += distribution.main(slot.size) + slot.gapAfter }
        let crossSize = extent.total
        return distribution.axis == .horizontal
            ? CGSize(width: mainSize, height: crossSize) : CGSize(width: crossSize, height: mainSize)
    }

    /// The extent on each side of the common guide line; each subview's
    /// measure is recorded in `memo`, if any.
    private func crossExtent(
        _ slots: UnsafeBufferPointer<StackDistribution.Slot>, subviews: LayoutSubviews, recording memo: StackMemo? = nil
    ) -> (before: CGFloat, total: CGFloat) {
        var before: CGFloat = 0
        var after: CGFloat = 0
        for (offset, index) in subviews.indices.enumerated() {
            let (size, line) = measure(subviews[index], slots[offset].proposal)
            memo?.record((size, line))
            before = max(before, line)
            after = max(after, distribution.cross(size) - line)
        }
        return (before, before + after)
    }

    /// A text baseline of the stack: in a vertical stack the first subview's
    /// first baseline and the last subview's last one; in a horizontal stack
    /// aligned on that baseline, the common line. Nil for other guides.
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews)
        -> CGFloat?
    {
        let first = key == VerticalAlignment.firstTextBaseline.key
        guard first || key == VerticalAlignment.lastTextBaseline.key, !subviews.isEmpty else {
            return customAlignment(key, in: bounds, proposal: proposal, subviews: subviews)
        }
        if distribution.axis == .horizontal, key != guide { return nil }
        return distribution.withDistribution(proposal, subviews: subviews) { slots, _ -> CGFloat? in
            if distribution.axis == .horizontal { return crossExtent(slots, subviews: subviews).before }
            let index = first ? subviews.startIndex : subviews.index(before: subviews.endIndex)
            let last = slots.count - 1
            var offset: CGFloat = 0
            if !first { for slot in slots.prefix(last) { offset += slot.size.height + slot.gapAfter } }
            let dimensions = subviews[index].dimensions(in: slots[first ? 0 : last].proposal)
            guard
                let baseline = dimensions[
                    explicit: first ? VerticalAlignment.firstTextBaseline : VerticalAlignment.lastTextBaseline]
            else {
                return nil
            }
            return offset + baseline
        }
    }

    /// Places the subviews in `bounds`. A `memo` that serves `proposal` is
    /// used instead of distributing and measuring again.
    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, memo: StackMemo? = nil) {
        if let memo, memo.serves(proposal, subviews: subviews, stack: self) {
            return placeThrough(memo, in: bounds, subviews: subviews)
        }
        memo?.forgetPlacements()
        // At the size the distribution measured (what `LayoutSubview.place` would look up again).
        arrange(in: bounds, proposal: proposal, subviews: subviews) { index, origin, subviewProposal, size in
            subviews.nodes[index].place(in: CGRect(origin: origin, size: size), proposal: subviewProposal)
            return false
        }
    }

    /// Places the subviews with the distribution `memo` keeps, each at the
    /// size kept for it, and records where (``StackMemo/Placement``). A
    /// subview that the placement recorded last put at the same origin and
    /// proposal is passed over: placing it would return at once
    /// (``ViewNode/place(in:proposal:)``), after loading it.
    private func placeThrough(_ memo: StackMemo, in bounds: CGRect, subviews: LayoutSubviews) {
        // Copies: placing a subview may invalidate layout, which empties the memo.
        let slots = memo.slots, measures = memo.measures, extent = memo.extent
        var (placements, hold, era) = memo.takePlacements(for: bounds.origin)
        // A subview with an animation of its own waiting is placed, to take it.
        if hold, let animator = subviews.nodes[subviews.startIndex].graph.animatorIfMade,
            animator.hasPlacementTransactions
        {
            hold = false
        }
        if !hold {
            placements.removeAll(keepingCapacity: true)
            placements.reserveCapacity(slots.count)
        }
        let start = subviews.startIndex
        var placed = 0
        slots.withUnsafeBufferPointer { slots in
            visitPlacements(in: bounds, subviews: subviews, slots: slots, extent: extent, measures: measures) {
                index, origin, subviewProposal, size in
                let placement = StackMemo.Placement(
                    origin: CGPoint(x: origin.x - bounds.minX, y: origin.y - bounds.minY), proposal: subviewProposal)
                if hold {
                    if placements[index - start].isSame(as: placement) { return false }
                    placements[index - start] = placement
                } else {
                    placements.append(placement)
                }
                placed += 1
                subviews.nodes[index].place(in: CGRect(origin: origin, size: size), proposal: subviewProposal)
                return false
            }
        }
        memo.keepPlacements(placements, origin: bounds.origin, placed: placed, era: era)
    }

    /// Hands each subview to `visit` with where it goes in `bounds`, its
    /// proposal and size, until `visit` returns true.
    private func arrange(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        _ visit: @MainActor (Int, CGPoint, ProposedViewSize, CGSize) -> Bool
    ) {
        guard !subviews.isEmpty else { return }
        distribution.withDistribution(proposal, subviews: subviews) { slots, _ in
            let extent = crossExtent(slots, subviews: subviews)
            visitPlacements(in: bounds, subviews: subviews, slots: slots, extent: extent, measures: nil, visit)
        }
    }

    /// ``arrange(in:proposal:subviews:_:)`` for a distribution made: the
    /// subviews are measured at their slots' proposals unless `measures`
    /// holds their measures (then none is loaded here). `visit` is given
    /// each subview's index in `subviews`.
    private func visitPlacements(
        in bounds: CGRect, subviews: LayoutSubviews, slots: UnsafeBufferPointer<StackDistribution.Slot>,
        extent: (before: CGFloat, total: CGFloat), measures: [(size: CGSize, line: CGFloat)]?,
        _ visit: @MainActor (Int, CGPoint, ProposedViewSize, CGSize) -> Bool
    ) {
        let horizontal = distribution.axis == .horizontal
        // Content narrower than the bounds across the axis sits on the guide's
        // position within the bounds, as SwiftUI places a stack's content.
        let boundsCross = horizontal ? bounds.height : bounds.width
        let guideInBounds = guide.type.defaultValue(
            in: ViewDimensions(
                size: horizontal
                    ? CGSize(width: 0, height: boundsCross - extent.total)
                    : CGSize(width: boundsCross - extent.total, height: 0)))
        var position = horizontal ? bounds.minX : bounds.minY
        for (offset, index) in subviews.indices.enumerated() {
            let slot = slots[offset]
            let (size, line) = measures?[offset] ?? measure(subviews[index], slot.proposal)
            let crossOrigin = (horizontal ? bounds.minY : bounds.minX) + guideInBounds + extent.before - line
            let origin = horizontal ? CGPoint(x: position, y: crossOrigin) : CGPoint(x: crossOrigin, y: position)
            if visit(index, origin, slot.proposal, size) { return }
            position += distribution.main(size) + slot.gapAfter
        }
    }

    /// A custom guide set by a subview, carried up to the stack (built-in
    /// guides stop at the first container with several subviews, custom
    /// ones do not, as in SwiftUI): the first subview that sets it decides.
    func customAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews)
        -> CGFloat?
    {
        guard !AlignmentKey.builtIn.contains(key) else { return nil }
        var found: CGFloat?
        arrange(in: CGRect(origin: .zero, size: bounds.size), proposal: proposal, subviews: subviews) {
            index, origin, subviewProposal, size in
            guard let value = subviews.nodes[index].explicitAlignment(key, size: size, proposal: subviewProposal)
            else {
                return false
            }
            found = (key.axis == .horizontal ? origin.x : origin.y) + value
            return true
        }
        return found
    }
}
