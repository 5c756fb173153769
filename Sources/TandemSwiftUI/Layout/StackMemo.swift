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
@MainActor
final class StackMemo {
    /// Stacks with fewer subviews keep no memo.
    static let minimumSubviews = 8

    /// The proposal the distribution is for; `nil` when nothing is kept.
    private(set) var proposal: ProposedViewSize?
    /// A slot per subview, as the distribution left them.
    private(set) var slots: [StackDistribution.Slot] = []
    /// Each subview's size at its slot's proposal and the position of the
    /// stack's guide in it.
    private(set) var measures: [(size: CGSize, line: CGFloat)] = []
    /// The extent on each side of the common guide line.
    private(set) var extent: (before: CGFloat, total: CGFloat) = (0, 0)

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
    func keep(_ proposal: ProposedViewSize, slots: UnsafeBufferPointer<StackDistribution.Slot>, extent: (before: CGFloat, total: CGFloat)) {
        // A NaN dimension equals nothing: such a distribution could never be used.
        guard !(proposal.width?.isNaN ?? false), !(proposal.height?.isNaN ?? false), measures.count == slots.count else {
            return forget()
        }
        self.proposal = proposal
        self.slots.append(contentsOf: slots)
        self.extent = extent
    }

    /// Whether the distribution kept is for `proposal` and `count` subviews.
    func holds(_ proposal: ProposedViewSize, count: Int) -> Bool {
        self.proposal == proposal && slots.count == count
    }

    /// Forgets the distribution (its storage is kept for the next one).
    func forget() {
        proposal = nil
        slots.removeAll(keepingCapacity: true)
        measures.removeAll(keepingCapacity: true)
    }
}
