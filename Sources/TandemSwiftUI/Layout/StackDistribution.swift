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
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(subviews.count - 1)
        var previous = subviews[subviews.startIndex].spacing
        for index in subviews.indices.dropFirst() {
            let next = subviews[index].spacing
            gaps.append(spacing ?? previous.distance(to: next, along: axis))
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
        var remaining = mainProposal - gaps.reduce(0, +)
        var minimums = [CGFloat](repeating: 0, count: count)
        var flexibility = [CGFloat](repeating: 0, count: count)
        var priorities = [Double](repeating: 0, count: count)
        for (offset, index) in subviews.indices.enumerated() {
            let subview = subviews[index]
            let minimum = main(subview.sizeThatFits(self.proposal(main: 0, cross: crossProposal)))
            let maximum = main(subview.sizeThatFits(self.proposal(main: .infinity, cross: crossProposal)))
            minimums[offset] = minimum
            flexibility[offset] = maximum - minimum
            priorities[offset] = subview.priority
        }
        let levels = Set(priorities).sorted(by: >)
        for level in levels {
            let members = (0..<count).filter { priorities[$0] == level }.sorted { flexibility[$0] < flexibility[$1] }
            let reserved = (0..<count).filter { priorities[$0] < level }.reduce(0) { $0 + minimums[$1] }
            var available = remaining - reserved
            var left = members.count
            for offset in members {
                let share = max(0, available / CGFloat(left))
                proposals[offset] = self.proposal(main: share, cross: crossProposal)
                sizes[offset] = subviews[subviews.index(subviews.startIndex, offsetBy: offset)].sizeThatFits(proposals[offset])
                available -= main(sizes[offset])
                remaining -= main(sizes[offset])
                left -= 1
            }
        }
        return Result(proposals: proposals, sizes: sizes, gaps: gaps)
    }
}
