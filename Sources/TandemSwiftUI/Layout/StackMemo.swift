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
@MainActor
final class StackMemo {
    /// Stacks with fewer subviews keep no memo.
    static let minimumSubviews = 8

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
    private(set) var slots: [StackDistribution.Slot] = []
    /// Each subview's size at its slot's proposal and the position of the
    /// stack's guide in it.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private(set) var measures: [(size: CGSize, line: CGFloat)] = []
    /// The extent on each side of the common guide line.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private(set) var extent: (before: CGFloat, total: CGFloat) = (0, 0)
    /// What the distribution found besides its slots.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var facts = StackDistribution.Facts()

    /// Starts keeping a distribution: what was kept goes, its storage stays
    /// (a stack of thousands of subviews would otherwise allocate two
    /// large arrays on every measurement).
    func begin(count: Int) {
        forget()
        slots.reserveCapacity(count)
        measures.reserveCapacity(count)
    }

    /// Records the next subview's measure.
    func record(_ measure: (size: CGSize, line: CGFloat)) {
        measures.append(measure)
    }

    /// Keeps the distribution for `proposal`, with the measures recorded since ``begin(count:)``.
    func keep(
        _ proposal: ProposedViewSize, slots: UnsafeBufferPointer<StackDistribution.Slot>,
        facts: StackDistribution.Facts,
        extent: (before: CGFloat, total: CGFloat)
    ) {
        // A NaN dimension equals nothing: such a distribution could never be used.
        guard !(proposal.width?.isNaN ?? false), !(proposal.height?.isNaN ?? false), measures.count == slots.count
        else {
            return forget()
        }
        self.proposal = proposal
        self.slots.append(contentsOf: slots)
        self.facts = facts
        self.extent = extent
    }

    /// Whether the distribution kept serves `proposal` for `count`
    /// subviews: it is for `proposal`, or it is length-invariant, for
    /// the same offer across the axis, and is brought to `proposal`'s
    /// length (its offers worked out again by `distribution`).
    func serves(_ proposal: ProposedViewSize, count: Int, distribution: StackDistribution) -> Bool {
        guard let kept = self.proposal, slots.count == count else { return false }
        if kept == proposal { return true }
        guard facts.isLengthInvariant, distribution.cross(proposal) == distribution.cross(kept),
            let length = distribution.main(proposal), !length.isNaN
        else { return false }
        slots.withUnsafeMutableBufferPointer { distribution.reoffer(length, slots: $0, facts: facts) }
        self.proposal = proposal
        return true
    }

    /// Forgets the distribution (its storage is kept for the next one).
    func forget() {
        proposal = nil
        facts = StackDistribution.Facts()
        slots.removeAll(keepingCapacity: true)
        measures.removeAll(keepingCapacity: true)
    }
}
