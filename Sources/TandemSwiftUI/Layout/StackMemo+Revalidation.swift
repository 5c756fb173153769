import Foundation

// Keeping a stack's distribution through a change of some of its subviews
// (a label changed in every tenth row of a list): the subviews invalidated
// are measured again, and the distribution kept still serves when they
// took what it needs of them.
extension StackMemo {
    /// A subview's layout was invalidated (``ViewNode/invalidateLayout()``
    /// went through the stack from below it): before the distribution kept
    /// serves again, it is checked against the subviews invalidated.
    func subviewSizesMayHaveChanged() {
        if proposal != nil { sizesMayHaveChanged = true }
    }

    /// Bumps the graph's layout generation of `subviews` and returns it: a
    /// subview invalidated from now on is stamped with it or a later one.
    static func laterGeneration(of subviews: LayoutSubviews) -> UInt64 {
        let graph = subviews.nodes[subviews.startIndex].graph
        graph.layoutGeneration &+= 1
        return graph.layoutGeneration
    }

    /// Brings the distribution kept to the subviews invalidated since it
    /// was kept or last brought up to date, and returns true; false when
    /// it cannot (the caller forgets it).
    ///
    /// A subview was invalidated when its stamp is at least ``validFrom``,
    /// or when its size cache is empty: the walk of a rearrangement forgets
    /// sizes without stamping (``ViewNode/invalidateLayout(keepingSizesBelow:)``),
    /// and a stack whose rows were rearranged may be a subview here.
    ///
    /// Each such subview is measured again, as the distribution measures:
    /// - For no length along the axis (a stack in a scroll view), every
    ///   subview was offered the same and took its size at that offer: the
    ///   subview's slot and measure take its new size.
    /// - For a length-invariant distribution (``StackDistribution/Facts/isLengthInvariant``),
    ///   the subview must still take one finite size at the smallest
    ///   length, the largest and the one it is offered, have the others'
    ///   layout priority and not be a spacer. Then a fresh distribution
    ///   would be length-invariant too, in the same order: only the offers
    ///   are worked out again, and only when a size or a gap changed.
    /// - Otherwise each subview's offer depends on every other's
    ///   flexibility: nothing is kept.
    ///
    /// More than half the subviews invalidated distribute again in about
    /// the time they take to check: nothing is kept then either.
    ///
    /// The placements recorded for the subviews measured again are
    /// forgotten (their layout changed, so they are placed again even at
    /// the same origin and proposal).
    func revalidate(_ subviews: LayoutSubviews, stack: StackLayout) -> Bool {
        guard let kept = proposal, slots.count == subviews.count, measures.count == subviews.count else {
            return false
        }
        let distribution = stack.distribution
        let length = distribution.main(kept)
        guard length == nil || facts.isLengthInvariant else { return false }
        let nodes = subviews.nodes
        let start = subviews.startIndex
        // Taken before measuring: a subview invalidated while its
        // neighbours are measured is stamped as invalidated since.
        let measuredFrom = Self.laterGeneration(of: subviews)
        var invalidated: [Int] = []
        for offset in 0..<subviews.count {
            let node = nodes[start + offset]
            guard node.layoutState.invalidationStamp >= validFrom || node.layoutState.sizeCache.isEmpty else {
                continue
            }
            if invalidated.count * 2 >= subviews.count { return false }
            invalidated.append(offset)
        }
        var offersChanged = false
        if length != nil {
            let cross = distribution.cross(kept)
            for offset in invalidated {
                let node = nodes[start + offset]
                guard !node.isSpacer, node.traitLayoutPriority == facts.priority else { return false }
                let largest = node.sizeThatFits(distribution.proposal(main: .infinity, cross: cross))
                guard distribution.main(largest).isFinite,
                    node.sizeThatFits(distribution.proposal(main: 0, cross: cross)) == largest,
                    isIntact(for: subviews)
                else { return false }
                if slots[offset].size != largest {
                    slots[offset].size = largest
                    offersChanged = true
                }
            }
        }
        if distribution.spacing == nil, updateGaps(around: invalidated, subviews: subviews, axis: distribution.axis) {
            offersChanged = true
        }
        guard isIntact(for: subviews) else { return false }
        if offersChanged, let length {
            slots.withUnsafeMutableBufferPointer { distribution.reoffer(length, slots: $0, facts: facts) }
        }
        var extentChanged = false
        for offset in invalidated {
            let measure = stack.measure(subviews[start + offset], slots[offset].proposal)
            guard isIntact(for: subviews) else { return false }
            if length != nil {
                guard measure.size == slots[offset].size else { return false }
            } else {
                slots[offset].size = measure.size
            }
            if measure != measures[offset] {
                measures[offset] = measure
                extentChanged = true
            }
            if placements.count == slots.count { placements[offset].origin = CGPoint(x: CGFloat.nan, y: .nan) }
        }
        if extentChanged { extent = extentOfMeasures(distribution) }
        validFrom = measuredFrom
        return true
    }

    /// Whether the memo still holds a distribution for `subviews` after a
    /// subview was measured: measuring runs layouts (a user's among them),
    /// and a change they make to the stack's own layout forgets the memo.
    private func isIntact(for subviews: LayoutSubviews) -> Bool {
        proposal != nil && slots.count == subviews.count && measures.count == subviews.count
    }

    /// Works out again the gaps on either side of the subviews at
    /// `offsets` (their spacing may have changed) and, when one changed,
    /// the sum of them all; returns whether one did.
    private func updateGaps(around offsets: [Int], subviews: LayoutSubviews, axis: Axis) -> Bool {
        let nodes = subviews.nodes
        let start = subviews.startIndex
        var changed = false
        for offset in offsets {
            for before in max(0, offset - 1)...offset where before + 1 < slots.count {
                let gap = nodes[start + before].viewSpacing.distance(
                    to: nodes[start + before + 1].viewSpacing, along: axis)
                guard slots.count == subviews.count else { return false }
                if gap != slots[before].gapAfter {
                    slots[before].gapAfter = gap
                    changed = true
                }
            }
        }
        // Summed in order, as the distribution sums them.
        if changed {
            var total: CGFloat = 0
            for slot in slots.dropLast() { total += slot.gapAfter }
            facts.totalGaps = total
        }
        return changed
    }

    /// The extent on each side of the common guide line, from the measures kept.
    func extentOfMeasures(_ distribution: StackDistribution) -> (before: CGFloat, total: CGFloat) {
        var before: CGFloat = 0
        var after: CGFloat = 0
        for measure in measures {
            before = max(before, measure.line)
            after = max(after, distribution.cross(measure.size) - measure.line)
        }
        return (before, before + after)
    }
}
