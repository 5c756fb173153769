import Foundation

/// A stack's last distribution, kept by its layout box so that placing the
/// stack at the proposal it was just measured for does not distribute and
/// measure its subviews again.
///
/// A stack is measured for a proposal and then placed for the same one: a
/// `VStack` of a thousand rows would otherwise look up every row's sizes
/// twice over (smallest, largest, offered, and its guide) on each pass.
/// What is kept holds until the subviews or any of their sizes change (the
/// node's layout is invalidated, see ``ViewNode/invalidateLayout()``), or
/// the stack's own values do. Only stacks of at least ``minimumSubviews``
/// keep one: a few subviews distribute in less time than the memory a
/// memo takes per stack is worth.
///
/// A stack is also measured at several lengths along its axis (its
/// container asks for its smallest and largest size, then offers it a
/// share). When each of its subviews took one size at all of them
/// (``StackDistribution/Facts/isLengthInvariant``), the distribution
/// kept serves every length with the same offer across the axis: only
/// the offers are worked out again. A change deep in a tree of stacks
/// then distributes each stack on its path once, not three times.
///
/// A length-invariant distribution, or one for no length along the axis
/// (a stack in a scroll view), also survives its subviews being
/// rearranged — two rows swapped, a row removed (``subviewsRearranged()``):
/// each subview still takes the size kept for it, so the slots and
/// measures follow their subviews to where they are now, and only the
/// gaps, the offers and the extent are worked out again, without asking
/// a subview for its size. That the sizes kept still hold rests on two
/// facts: a subview whose size may have changed was invalidated, and
/// every invalidation of a subview since the memo was kept reached the
/// stack and flagged the memo (``ViewNode/invalidateLayout()`` stops only
/// at nodes stamped in the same generation, the memo bumps the
/// generation when it is kept, and the rearrangement's own walk
/// stamps nothing up to the stack: ``ViewNode/invalidateLayout(keepingSizesBelow:)``).
///
/// A flagged memo is not forgotten at once: before it serves again, the
/// subviews invalidated since it was kept (stamped since, or with no size
/// left in their cache) are measured again, and the distribution kept
/// still serves when they took what it needs of them
/// (``revalidate(_:stack:)``). A label changed in every tenth row of a
/// list then measures and places those rows, not the thousand.
///
/// Placed through the memo, the stack also records where it put each
/// subview (``placements``): placed again from the same origin, a subview
/// at the origin and proposal recorded for it is passed over. Placing it
/// would find it unchanged and return — its layout was not invalidated
/// since, or the memo would be gone — but only after loading it: two rows
/// swapped in a list of a thousand would touch every row.
@MainActor
final class StackMemo {
    /// Where the memo's placement put a subview, in its stack's bounds.
    struct Placement {
        /// The subview's origin, from the bounds' origin.
        var origin: CGPoint
        /// The proposal it was placed for.
        var proposal: PlacedProposal

        init(origin: CGPoint, proposal: ProposedViewSize) {
            self.origin = origin
            self.proposal = PlacedProposal()
            self.proposal.proposal = proposal
        }

        /// Whether `other` is at the same origin for the same proposal (as
        /// ``ViewNode/place(in:proposal:)`` compares them: a NaN equals nothing).
        func isSame(as other: Placement) -> Bool {
            origin == other.origin && proposal.proposal == other.proposal.proposal
        }
    }

    /// Stacks with fewer subviews keep no memo.
    static let minimumSubviews = 8

    /// How many subviews may have changed places in a rearrangement that
    /// kept their number for the distribution to follow them (each found
    /// among the others out of place, one by one); more, and the stack is
    /// distributed again.
    static let fewMoved = 16

    // Unchecked exclusivity: the memo is read and written on the main
    // actor by one stack's measurement or placement at a time, and each
    // access checked at run time cost more than the look-ups it saves.

    /// The proposal the distribution is for; `nil` when nothing is kept.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private(set) var proposal: ProposedViewSize?
    /// A slot per subview, as the distribution left them.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var slots: [StackDistribution.Slot] = []
    /// Each subview's size at its slot's proposal and the position of the
    /// stack's guide in it.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var measures: [(size: CGSize, line: CGFloat)] = []
    /// The extent on each side of the common guide line.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var extent: (before: CGFloat, total: CGFloat) = (0, 0)
    /// What the distribution found besides its slots.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var facts = StackDistribution.Facts()
    /// The subviews the distribution is for, in its order; `nil` once
    /// they were rearranged (``rearrangedFrom`` holds them then).
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var subviews: LayoutSubviews?
    /// The identities of the subviews the distribution is for, taken when
    /// they were rearranged (``subviewsRearranged()``), until it is brought
    /// to their new order. Not the subviews' array: held here, it would be
    /// copied, every subview retained, when the rows are rearranged in it
    /// (``ViewNode/adoptRearranged(_:)``).
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var rearrangedFrom: [ObjectIdentifier]?
    /// Whether the subviews were rearranged since the distribution was
    /// kept: it is brought to the subviews given next before it serves.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var isRearranged = false
    /// Whether a subview's layout was invalidated since the distribution
    /// was kept or last brought up to date (``subviewSizesMayHaveChanged()``):
    /// it is checked against such subviews before it serves (``revalidate(_:stack:)``).
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var sizesMayHaveChanged = false
    /// The graph's layout generation from which a subview's invalidation
    /// stamp (``NodeLayoutState/invalidationStamp``) is later than the
    /// distribution: set when it is kept or brought up to date.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var validFrom: UInt64 = 0
    /// A placement per subview, in their order (moved with them, as the
    /// slots are): how the last placement through the memo put them,
    /// from ``placedOrigin``. Empty when not known; otherwise one per slot
    /// (kept only then, and emptied whenever the slots are made anew).
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var placements: [Placement] = []
    /// The origin of the bounds of the placement ``placements`` records,
    /// moved with the subviews when the stack is moved without being
    /// placed again (``subviewsMoved(dx:dy:)``); `nil` when not known.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var placedOrigin: CGPoint?
    /// How many subviews the last placement through the memo placed; the
    /// others it passed over.
    private(set) var placedCount = 0
    /// Counts the changes after which a placement taken out
    /// (``takePlacements(for:)``) no longer holds: a new distribution,
    /// a forgotten one, and each placement begun.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var placementEra: UInt64 = 0

    /// Starts keeping a distribution: what was kept goes, its storage stays
    /// (a stack of thousands of subviews would otherwise allocate three
    /// large arrays on every measurement).
    ///
    /// The placements' storage is made here too, with the others, not at
    /// the first placement: made then, after the passes' temporary
    /// storage, a list's long-lived array would sit above what they freed
    /// and keep it from going back to the system (a list of 10,000 rows
    /// stayed 350 bytes a row larger, for an array of 32).
    func begin(count: Int) {
        forget()
        slots.reserveCapacity(count)
        measures.reserveCapacity(count)
        placements.reserveCapacity(count)
    }

    /// Records the next subview's measure.
    func record(_ measure: (size: CGSize, line: CGFloat)) {
        measures.append(measure)
    }

    /// Keeps the distribution of `subviews` for `proposal`, with the
    /// measures recorded since ``begin(count:)``.
    func keep(
        _ proposal: ProposedViewSize, subviews: LayoutSubviews, slots: UnsafeBufferPointer<StackDistribution.Slot>,
        facts: StackDistribution.Facts,
        extent: (before: CGFloat, total: CGFloat)
    ) {
        // A NaN dimension equals nothing: such a distribution could never be used.
        guard !(proposal.width?.isNaN ?? false), !(proposal.height?.isNaN ?? false), measures.count == slots.count
        else {
            return forget()
        }
        self.proposal = proposal
        self.subviews = subviews
        rearrangedFrom = nil
        forgetPlacements()
        self.slots.append(contentsOf: slots)
        self.facts = facts
        self.extent = extent
        sizesMayHaveChanged = false
        validFrom = Self.laterGeneration(of: subviews)
    }

    /// Whether the distribution kept serves `proposal` for `subviews`: it
    /// is for `proposal`, or it is length-invariant, for the same offer
    /// across the axis, and is brought to `proposal`'s length (its offers
    /// worked out again by the stack's distribution). A distribution kept for the
    /// same subviews before they were rearranged is first brought to
    /// their new order (``rearrange(to:distribution:)``), or forgotten;
    /// one whose subviews' sizes may have changed since is then checked
    /// against the subviews invalidated (``revalidate(_:stack:)``), or forgotten.
    func serves(_ proposal: ProposedViewSize, subviews: LayoutSubviews, stack: StackLayout) -> Bool {
        let distribution = stack.distribution
        if isRearranged {
            isRearranged = false
            if self.proposal != nil, !rearrange(to: subviews, distribution: distribution) { forget() }
        }
        guard self.proposal != nil, slots.count == subviews.count else { return false }
        if sizesMayHaveChanged {
            sizesMayHaveChanged = false
            guard revalidate(subviews, stack: stack) else {
                forget()
                return false
            }
        }
        guard let kept = self.proposal else { return false }
        if kept == proposal { return true }
        guard facts.isLengthInvariant, distribution.cross(proposal) == distribution.cross(kept),
            let length = distribution.main(proposal), !length.isNaN
        else { return false }
        slots.withUnsafeMutableBufferPointer { distribution.reoffer(length, slots: $0, facts: facts) }
        self.proposal = proposal
        return true
    }

    /// Brings the distribution kept for ``rearrangedFrom`` to `new`, the same
    /// nodes with none added (``subviewsRearranged()``), and returns true;
    /// false when it cannot: the distribution is for a length along the
    /// axis and not length-invariant (a subview's size may depend on its
    /// offer, which depends on its place), or `new` is neither the kept
    /// subviews with some left out, in their order, nor the same number of
    /// them with at most ``fewMoved`` out of place. Each subview keeps the
    /// slot and measure kept for it; the gaps, the offers and the extent
    /// across the axis are worked out again for the new order.
    ///
    /// A distribution for no length (a stack in a scroll view) offered
    /// every subview the same, no length and the stack's offer across,
    /// wherever it was: each keeps its offer and size wherever it goes.
    private func rearrange(to new: LayoutSubviews, distribution: StackDistribution) -> Bool {
        guard let old = rearrangedFrom, let kept = proposal,
            !new.isEmpty, new.count <= old.count, slots.count == old.count, measures.count == old.count
        else { return false }
        let length = distribution.main(kept)
        guard length == nil || facts.isLengthInvariant else { return false }
        let moved =
            new.count == old.count
            ? followFewMoved(from: old, to: new) : followRemovals(from: old, to: new)
        guard moved else { return false }
        slots.withUnsafeMutableBufferPointer { slots in
            slots[slots.count - 1].gapAfter = 0
            facts.totalGaps = distribution.setGaps(new, in: slots)
            if let length { distribution.reoffer(length, slots: slots, facts: facts) }
        }
        extent = extentOfMeasures(distribution)
        subviews = new
        rearrangedFrom = nil
        return true
    }

    /// The views at the same places at the start and at the end of `old`
    /// and `new` (the end's at most what the start leaves of the shorter).
    private static func commonEnds(_ old: [ObjectIdentifier], _ new: LayoutSubviews) -> (prefix: Int, suffix: Int) {
        let newNodes = new.nodes
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == ObjectIdentifier(newNodes[new.startIndex + prefix]) {
            prefix += 1
        }
        var suffix = 0
        while suffix < shorter - prefix,
            old[old.count - 1 - suffix] == ObjectIdentifier(newNodes[new.endIndex - 1 - suffix])
        {
            suffix += 1
        }
        return (prefix, suffix)
    }

    /// Moves the slots and measures of `old`'s subviews to where they are
    /// in `new`, as many and at the same places but for at most
    /// ``fewMoved``; false (with the memo partly moved) when `new` is not that.
    private func followFewMoved(from old: [ObjectIdentifier], to new: LayoutSubviews) -> Bool {
        let (prefix, suffix) = Self.commonEnds(old, new)
        let newNodes = new.nodes
        var outOfPlace: [Int] = []
        for offset in prefix..<(new.count - suffix)
        where ObjectIdentifier(newNodes[new.startIndex + offset]) != old[offset] {
            if outOfPlace.count == Self.fewMoved { return false }
            outOfPlace.append(offset)
        }
        // Each view out of place in `new` was out of place in `old` too
        // (the others are where they were, each once): found among those.
        var found:
            [(
                offset: Int, slot: StackDistribution.Slot, measure: (size: CGSize, line: CGFloat),
                placement: Placement?
            )] = []
        found.reserveCapacity(outOfPlace.count)
        let movesPlacements = placements.count == old.count
        for offset in outOfPlace {
            let node = ObjectIdentifier(newNodes[new.startIndex + offset])
            // A loop, not `first(where:)`: a closure formed in this
            // main-actor type would check the executor on every call.
            var source: Int?
            for candidate in outOfPlace where old[candidate] == node {
                source = candidate
                break
            }
            guard let source else { return false }
            found.append((offset, slots[source], measures[source], movesPlacements ? placements[source] : nil))
        }
        for entry in found {
            slots[entry.offset] = entry.slot
            measures[entry.offset] = entry.measure
            if let placement = entry.placement { placements[entry.offset] = placement }
        }
        return true
    }

    /// Moves the slots and measures of `old`'s subviews to where they are
    /// in `new`, `old` with some left out in order; false (with the memo
    /// partly moved) when `new` is not that.
    private func followRemovals(from old: [ObjectIdentifier], to new: LayoutSubviews) -> Bool {
        let (prefix, suffix) = Self.commonEnds(old, new)
        let newNodes = new.nodes
        let movesPlacements = placements.count == old.count
        // Each destination is at or before its source: copied front to back,
        // no slot is written before it is read.
        var source = prefix
        for offset in prefix..<(new.count - suffix) {
            let node = ObjectIdentifier(newNodes[new.startIndex + offset])
            while source < old.count - suffix, old[source] != node { source += 1 }
            guard source < old.count - suffix else { return false }
            slots[offset] = slots[source]
            measures[offset] = measures[source]
            if movesPlacements { placements[offset] = placements[source] }
            source += 1
        }
        let removed = old.count - new.count
        for offset in (new.count - suffix)..<new.count {
            slots[offset] = slots[offset + removed]
            measures[offset] = measures[offset + removed]
            if movesPlacements { placements[offset] = placements[offset + removed] }
        }
        slots.removeLast(removed)
        measures.removeLast(removed)
        if movesPlacements { placements.removeLast(removed) }
        return true
    }

    /// The stack's subviews were rearranged (``LayoutDriver/subviewsRearranged()``):
    /// the distribution is brought to their new order when next asked.
    ///
    /// The kept subviews' array is let go, their identities kept instead:
    /// the rearrangement that follows is then made in the array itself,
    /// not in a copy. Identities suffice: the new subviews are the same
    /// nodes (a new one makes the stack forget, ``forget()``), and every
    /// one of them is alive.
    func subviewsRearranged() {
        guard proposal != nil else { return }
        isRearranged = true
        if let subviews {
            rearrangedFrom = subviews.nodes[subviews.startIndex..<subviews.endIndex].map(ObjectIdentifier.init)
            self.subviews = nil
        }
    }

    /// Forgets the distribution (its storage is kept for the next one).
    func forget() {
        proposal = nil
        subviews = nil
        rearrangedFrom = nil
        isRearranged = false
        sizesMayHaveChanged = false
        facts = StackDistribution.Facts()
        slots.removeAll(keepingCapacity: true)
        measures.removeAll(keepingCapacity: true)
        forgetPlacements()
    }

    // MARK: Placements

    /// Takes out the placements recorded (their storage, for the
    /// placement about to be made to fill in) and whether they hold for
    /// bounds at `origin`: one per subview, made from bounds at `origin`
    /// (or moved there with the subviews). Each subview's layout is
    /// unchanged since, or the memo would have been forgotten; so a
    /// subview at the origin and proposal recorded for it is where it was
    /// placed, whatever the bounds' size. The placement made gives them
    /// back (``keepPlacements(_:origin:placed:era:)``).
    func takePlacements(for origin: CGPoint) -> (placements: [Placement], hold: Bool, era: UInt64) {
        var taken: [Placement] = []
        swap(&taken, &placements)
        let hold = placedOrigin == origin && taken.count == slots.count
        placedOrigin = nil
        placementEra &+= 1
        return (taken, hold, placementEra)
    }

    /// Keeps `placements`, made from bounds at `origin` through the memo
    /// (`placed` of them placed, the others passed over), unless the memo
    /// changed since they were taken out (placing a subview may have
    /// invalidated the stack, or placed it again).
    func keepPlacements(_ placements: [Placement], origin: CGPoint, placed: Int, era: UInt64) {
        placedCount = placed
        guard era == placementEra, proposal != nil, placements.count == slots.count else { return }
        self.placements = placements
        placedOrigin = origin
    }

    /// The stack was moved by (`dx`, `dy`) and its subviews with it, none
    /// placed again (``ViewNode/translate(to:)``): so were their placements.
    func subviewsMoved(dx: CGFloat, dy: CGFloat) {
        placedOrigin = placedOrigin.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The subviews were placed other than through the memo, or may need
    /// placing again: no placement is passed over until the next is recorded.
    func forgetPlacements() {
        placementEra &+= 1
        placedOrigin = nil
        placements.removeAll(keepingCapacity: true)
    }
}
