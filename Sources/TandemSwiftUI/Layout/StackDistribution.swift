import Foundation

/// SwiftUI's stack algorithm along one axis, shared by `HStackLayout` and
/// `VStackLayout`.
///
/// The space left after spacing is offered to the subviews in order of
/// layout priority (highest first, after reserving the minimum sizes of the
/// lower priorities), and within a priority from the least flexible
/// (smallest difference between its maximum and minimum size) to the most:
/// each gets an equal share of what remains and keeps what it takes.
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

        /// The sort order within a priority. Not a closure literal: one
        /// formed in this main-actor type would check the executor on every comparison.
        nonisolated static func isLessFlexible(_ lhs: Candidate, _ rhs: Candidate) -> Bool {
            lhs.flexibility < rhs.flexibility
        }
    }

    struct Result {
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var gaps: [CGFloat]
    }

    func main(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    func main(_ proposal: ProposedViewSize) -> CGFloat? { axis == .horizontal ? proposal.width : proposal.height }
    func cross(_ proposal: ProposedViewSize) -> CGFloat? { axis == .horizontal ? proposal.height : proposal.width }

    func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        // A stack given its spacing asks no subview for its preferences.
        if let spacing { return [CGFloat](repeating: spacing, count: subviews.count - 1) }
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(subviews.count - 1)
        let nodes = subviews.nodes
        var previous = nodes[subviews.startIndex].viewSpacing
        for index in subviews.indices.dropFirst() {
            let next = nodes[index].viewSpacing
            gaps.append(previous.distance(to: next, along: axis))
            previous = next
        }
        return gaps
    }

    func distribute(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> Result {
        let gaps = gaps(subviews)
        let crossProposal = cross(proposal)
        let count = subviews.count
        var proposals = [ProposedViewSize](repeating: .unspecified, count: count)
        var sizes = [CGSize](repeating: .zero, count: count)
        guard let mainProposal = main(proposal) else {
            for (offset, index) in subviews.indices.enumerated() {
                proposals[offset] = self.proposal(main: nil, cross: crossProposal)
                sizes[offset] = subviews[index].sizeThatFits(proposals[offset])
            }
            return Result(proposals: proposals, sizes: sizes, gaps: gaps)
        }
        var remaining = mainProposal
        for gap in gaps { remaining -= gap }
        // One pass over the subviews measures each at its smallest and
        // largest; the offers then follow (what a subview takes is measured
        // at its share).
        var candidates: [Candidate] = []
        candidates.reserveCapacity(count)
        var samePriority = true
        // The nodes directly, not `LayoutSubview` values: this runs for every
        // subview of every stack a change reaches.
        let nodes = subviews.nodes
        for (offset, index) in subviews.indices.enumerated() {
            let node = nodes[index]
            let minimum = node.length(along: axis, for: self.proposal(main: 0, cross: crossProposal))
            let maximum = main(node.sizeThatFits(self.proposal(main: .infinity, cross: crossProposal)))
            let priority = node.layoutPriority
            if offset > 0, priority != candidates[0].priority { samePriority = false }
            candidates.append(Candidate(offset: offset, minimum: minimum, flexibility: maximum - minimum, priority: priority))
        }
        func offer(_ members: [Candidate], _ reserved: CGFloat) {
            var available = remaining - reserved
            var left = members.count
            for member in members {
                let share = max(0, available / CGFloat(left))
                let offset = member.offset
                proposals[offset] = self.proposal(main: share, cross: crossProposal)
                sizes[offset] = nodes[subviews.startIndex + offset].sizeThatFits(proposals[offset])
                available -= self.main(sizes[offset])
                remaining -= self.main(sizes[offset])
                left -= 1
            }
        }
        if samePriority {
            // The common case: one priority, nothing reserved.
            offer(candidates.sorted(by: Candidate.isLessFlexible), 0)
        } else {
            for level in Set(candidates.map(\.priority)).sorted(by: >) {
                let members = candidates.filter { $0.priority == level }.sorted(by: Candidate.isLessFlexible)
                let reserved = candidates.reduce(0) { $1.priority < level ? $0 + $1.minimum : $0 }
                offer(members, reserved)
            }
        }
        return Result(proposals: proposals, sizes: sizes, gaps: gaps)
    }
}
