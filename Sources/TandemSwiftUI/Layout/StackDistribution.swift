import Foundation

/// SwiftUI's stack algorithm along one axis, shared by `HStackLayout` and
/// `VStackLayout`.
///
/// The space left after spacing is offered to the subviews in order of
/// layout priority (highest first, after reserving the minimum sizes of the
/// lower priorities), and within a priority from the least flexible
/// (smallest difference between its maximum and minimum size) to the most:
/// each gets an equal share of what remains and keeps what it takes.
/// Spacers come last and share only what the other views leave (their
/// minimum lengths reserved): `HStack { Text(name); Spacer() }` gives the
/// text the width it needs while there is room, as SwiftUI does.
@MainActor
struct StackDistribution {
    let axis: Axis
    let spacing: CGFloat?

    /// A subview as the distribution orders it.
    private struct Candidate {
        let offset: Int
        let minimum: CGFloat
        let flexibility: CGFloat
        let priority: Double
        /// The subview's size at the largest length.
        let largest: CGSize
        /// Whether the subview is a `Spacer`.
        let isSpacer: Bool

        /// The sort order within a priority. Not a closure literal: one
        /// formed in this main-actor type would check the executor on every comparison.
        nonisolated static func isLessFlexible(_ lhs: Candidate, _ rhs: Candidate) -> Bool {
            lhs.flexibility < rhs.flexibility
        }

        /// Whether `candidates` are in ``isLessFlexible(_:_:)`` order: the
        /// stable sort would leave them as they are.
        static func areInOrder(_ candidates: UnsafeMutableBufferPointer<Candidate>) -> Bool {
            var index = 1
            while index < candidates.count {
                if isLessFlexible(candidates[index], candidates[index - 1]) { return false }
                index += 1
            }
            return true
        }
    }

    /// What the distribution gives one subview: its offer, the size it
    /// took, and the gap after it (0 after the last).
    struct Slot {
        var proposal: ProposedViewSize
        var size: CGSize
        var gapAfter: CGFloat
    }

    /// What a distribution found besides its slots.
    struct Facts {
        /// The sum of the gaps between the subviews.
        var totalGaps: CGFloat = 0
        /// Whether every subview took one size at the smallest length, the
        /// largest and the one it was offered, all of one priority: the
        /// distribution for another length along the axis (same offer
        /// across it) gives each subview that size again, and only the
        /// offers change (see ``reoffer(_:slots:facts:)``).
        var isLengthInvariant = false
        /// The layout priority of every subview, when the distribution is
        /// length-invariant (a subview given another is offered first).
        var priority: Double = 0
    }

    func main(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    func main(_ proposal: ProposedViewSize) -> CGFloat? { axis == .horizontal ? proposal.width : proposal.height }
    func cross(_ proposal: ProposedViewSize) -> CGFloat? { axis == .horizontal ? proposal.height : proposal.width }

    func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal
            ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    /// Writes the gaps between the subviews into `slots` (one per subview;
    /// the last slot's is left as it is) and returns their sum.
    func setGaps(_ subviews: LayoutSubviews, in slots: UnsafeMutableBufferPointer<Slot>) -> CGFloat {
        guard subviews.count > 1 else { return 0 }
        var total: CGFloat = 0
        // A stack given its spacing asks no subview for its preferences.
        if let spacing {
            for offset in 0..<(slots.count - 1) { slots[offset].gapAfter = spacing }
            return spacing * CGFloat(slots.count - 1)
        }
        let nodes = subviews.nodes
        var previous = nodes[subviews.startIndex].viewSpacing
        for (offset, index) in subviews.indices.dropFirst().enumerated() {
            let next = nodes[index].viewSpacing
            let gap = previous.distance(to: next, along: axis)
            slots[offset].gapAfter = gap
            total += gap
            previous = next
        }
        return total
    }

    /// Distributes `proposal` among `subviews` and hands `body` a slot per
    /// subview. The slots and the working list live in temporary storage
    /// (on the stack for a few subviews): a stack is distributed for each
    /// of its sizings and placements, and arrays would be three
    /// allocations each time.
    func withDistribution<T>(
        _ proposal: ProposedViewSize, subviews: LayoutSubviews, _ body: (UnsafeBufferPointer<Slot>, Facts) -> T
    ) -> T {
        let count = subviews.count
        return withUnsafeTemporaryAllocation(of: Slot.self, capacity: count) { slots in
            slots.initialize(repeating: Slot(proposal: .unspecified, size: .zero, gapAfter: 0))
            let facts = distribute(proposal, subviews: subviews, into: slots)
            return body(UnsafeBufferPointer(slots), facts)
        }
    }

    /// The offers of a length-invariant distribution (``Facts/isLengthInvariant``)
    /// for `mainProposal` along the axis: what ``distribute(_:subviews:into:)``
    /// offers, without asking a subview anything, since each takes the
    /// size it took. Subviews of equal flexibility are offered in their
    /// order (the sort is stable).
    func reoffer(_ mainProposal: CGFloat, slots: UnsafeMutableBufferPointer<Slot>, facts: Facts) {
        var available = mainProposal - facts.totalGaps
        var left = slots.count
        for offset in slots.indices {
            let share = max(0, available / CGFloat(left))
            slots[offset].proposal = proposal(main: share, cross: cross(slots[offset].proposal))
            available -= main(slots[offset].size)
            left -= 1
        }
    }

    private func distribute(
        _ proposal: ProposedViewSize, subviews: LayoutSubviews, into slots: UnsafeMutableBufferPointer<Slot>
    ) -> Facts {
        var facts = Facts(totalGaps: setGaps(subviews, in: slots))
        let crossProposal = cross(proposal)
        let count = subviews.count
        let nodes = subviews.nodes
        guard let mainProposal = main(proposal) else {
            for (offset, index) in subviews.indices.enumerated() {
                slots[offset].proposal = self.proposal(main: nil, cross: crossProposal)
                slots[offset].size = nodes[index].sizeThatFits(slots[offset].proposal)
            }
            return facts
        }
        var remaining = mainProposal - facts.totalGaps
        // Until a subview's sizes differ (checked as they are measured).
        var isLengthInvariant = true
        withUnsafeTemporaryAllocation(of: Candidate.self, capacity: count) { buffer in
            var candidates = buffer
            // One pass over the subviews measures each at its smallest and
            // largest; the offers then follow (what a subview takes is measured
            // at its share). The nodes directly, not `LayoutSubview` values:
            // this runs for every subview of every stack a change reaches.
            var samePriority = true
            for (offset, index) in subviews.indices.enumerated() {
                let node = nodes[index]
                let smallestProposal = self.proposal(main: 0, cross: crossProposal)
                // Down the vertical axis the length is the height of the size
                // (kept for the check below); across, a text offered no width
                // is not measured.
                let smallest = axis == .vertical ? node.sizeThatFits(smallestProposal) : nil
                let minimum = smallest?.height ?? node.length(along: axis, for: smallestProposal)
                let largest = node.sizeThatFits(self.proposal(main: .infinity, cross: crossProposal))
                let maximum = main(largest)
                // Only a subview as long at both ends is compared whole (an
                // infinite length has no flexibility to order it by).
                if isLengthInvariant,
                    minimum != maximum || !maximum.isFinite
                        || (smallest ?? node.sizeThatFits(smallestProposal)) != largest
                {
                    isLengthInvariant = false
                }
                let priority = node.traitLayoutPriority
                if offset > 0, priority != candidates[0].priority { samePriority = false }
                (candidates.baseAddress! + offset).initialize(
                    to: Candidate(
                        offset: offset, minimum: minimum, flexibility: maximum - minimum, priority: priority,
                        largest: largest,
                        isSpacer: node.isSpacer))
            }
            defer { candidates.deinitialize() }
            /// Offers `available` in equal shares to the members that are (or are not) spacers, in order.
            @MainActor func share(
                _ members: UnsafeMutableBufferPointer<Candidate>, spacers: Bool, _ available: CGFloat, among count: Int
            ) {
                var available = available
                var left = count
                for member in members where member.isSpacer == spacers {
                    let share = max(0, available / CGFloat(left))
                    let offset = member.offset
                    slots[offset].proposal = self.proposal(main: share, cross: crossProposal)
                    slots[offset].size = nodes[subviews.startIndex + offset].sizeThatFits(slots[offset].proposal)
                    available -= self.main(slots[offset].size)
                    remaining -= self.main(slots[offset].size)
                    left -= 1
                }
            }
            @MainActor func offer(_ members: UnsafeMutableBufferPointer<Candidate>, _ reserved: CGFloat) {
                // Spacers' minimums are kept for them while the other views are offered their shares.
                var spacers = 0
                var spacerMinimums: CGFloat = 0
                for member in members where member.isSpacer {
                    spacers += 1
                    spacerMinimums += member.minimum
                }
                share(members, spacers: false, remaining - reserved - spacerMinimums, among: members.count - spacers)
                if spacers > 0 { share(members, spacers: true, remaining - reserved, among: spacers) }
            }
            if samePriority {
                // The common case: one priority, nothing reserved.
                // Most stacks' subviews come in order already (a list of
                // rows of one height, all equally flexible): the sort, which
                // allocates half the subviews' room to merge in, is skipped.
                if !Candidate.areInOrder(candidates) { candidates.sort(by: Candidate.isLessFlexible) }
                offer(candidates, 0)
                if isLengthInvariant {
                    for candidate in candidates where slots[candidate.offset].size != candidate.largest {
                        isLengthInvariant = false
                        break
                    }
                    facts.isLengthInvariant = isLengthInvariant
                    facts.priority = candidates[0].priority
                }
            } else {
                // Highest priority first; each level's members are offered
                // what remains after the minimums of the lower levels.
                var levels: [Double] = []
                for candidate in candidates where !levels.contains(candidate.priority) {
                    levels.append(candidate.priority)
                }
                levels.sort(by: >)
                let all = Array(candidates)
                for level in levels {
                    var members = all.filter { $0.priority == level }
                    members.sort(by: Candidate.isLessFlexible)
                    let reserved = all.reduce(0) { $1.priority < level ? $0 + $1.minimum : $0 }
                    members.withUnsafeMutableBufferPointer { offer($0, reserved) }
                }
            }
        }
        return facts
    }
}
