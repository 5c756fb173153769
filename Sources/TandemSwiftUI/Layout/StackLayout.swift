import Foundation

/// Sizing and placement of a one-axis stack: the distribution along the
/// axis, and alignment of the subviews' guides across it.
@MainActor
struct StackLayout {
    let distribution: StackDistribution
    /// The cross-axis guide the subviews align on.
    let guide: AlignmentKey

    private func crossGuide(_ dimensions: ViewDimensions) -> CGFloat {
        dimensions.explicit(guide) ?? guide.type.defaultValue(in: dimensions)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let result = distribution.distribute(proposal, subviews: subviews)
        let mainSize = result.sizes.reduce(0) { $0 + distribution.main($1) } + result.gaps.reduce(0, +)
        let crossSize = crossExtent(result, subviews: subviews).total
        return distribution.axis == .horizontal ? CGSize(width: mainSize, height: crossSize) : CGSize(width: crossSize, height: mainSize)
    }

    /// The extent on each side of the common guide line.
    private func crossExtent(_ result: StackDistribution.Result, subviews: LayoutSubviews) -> (before: CGFloat, total: CGFloat) {
        var before: CGFloat = 0
        var after: CGFloat = 0
        for (offset, index) in subviews.indices.enumerated() {
            let dimensions = subviews[index].dimensions(in: result.proposals[offset])
            let line = crossGuide(dimensions)
            before = max(before, line)
            after = max(after, distribution.cross(dimensions.size) - line)
        }
        return (before, before + after)
    }

    /// A text baseline of the stack: in a vertical stack the first subview's
    /// first baseline and the last subview's last one; in a horizontal stack
    /// aligned on that baseline, the common line. Nil for other guides.
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? {
        let first = key == VerticalAlignment.firstTextBaseline.key
        guard first || key == VerticalAlignment.lastTextBaseline.key, !subviews.isEmpty else {
            return customAlignment(key, in: bounds, proposal: proposal, subviews: subviews)
        }
        let result = distribution.distribute(proposal, subviews: subviews)
        if distribution.axis == .horizontal {
            guard key == guide else { return nil }
            return crossExtent(result, subviews: subviews).before
        }
        let index = first ? subviews.startIndex : subviews.index(before: subviews.endIndex)
        let offset = first ? 0 : (0..<(result.sizes.count - 1)).reduce(0) { $0 + result.sizes[$1].height + result.gaps[$1] }
        let dimensions = subviews[index].dimensions(in: result.proposals[first ? 0 : result.sizes.count - 1])
        guard let baseline = dimensions[explicit: first ? VerticalAlignment.firstTextBaseline : VerticalAlignment.lastTextBaseline] else {
            return nil
        }
        return offset + baseline
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        for (subview, origin, subviewProposal, _) in arrangement(in: bounds, proposal: proposal, subviews: subviews) {
            subview.place(at: origin, anchor: .topLeading, proposal: subviewProposal)
        }
    }

    /// Where each subview goes in `bounds`, with its proposal and dimensions.
    private func arrangement(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> [(LayoutSubview, CGPoint, ProposedViewSize, ViewDimensions)] {
        guard !subviews.isEmpty else { return [] }
        let result = distribution.distribute(proposal, subviews: subviews)
        let extent = crossExtent(result, subviews: subviews)
        let horizontal = distribution.axis == .horizontal
        // Content narrower than the bounds across the axis sits on the guide's
        // position within the bounds, as SwiftUI places a stack's content.
        let boundsCross = horizontal ? bounds.height : bounds.width
        let guideInBounds = guide.type.defaultValue(in: ViewDimensions(size: horizontal ? CGSize(width: 0, height: boundsCross - extent.total) : CGSize(width: boundsCross - extent.total, height: 0)))
        var position = horizontal ? bounds.minX : bounds.minY
        var placed: [(LayoutSubview, CGPoint, ProposedViewSize, ViewDimensions)] = []
        placed.reserveCapacity(subviews.count)
        for (offset, index) in subviews.indices.enumerated() {
            let subview = subviews[index]
            let dimensions = subview.dimensions(in: result.proposals[offset])
            let crossOrigin = (horizontal ? bounds.minY : bounds.minX) + guideInBounds + extent.before - crossGuide(dimensions)
            let origin = horizontal ? CGPoint(x: position, y: crossOrigin) : CGPoint(x: crossOrigin, y: position)
            placed.append((subview, origin, result.proposals[offset], dimensions))
            position += distribution.main(dimensions.size)
            if offset < result.gaps.count { position += result.gaps[offset] }
        }
        return placed
    }

    /// A custom guide set by a subview, carried up to the stack (built-in
    /// guides stop at the first container with several subviews, custom
    /// ones do not, as in SwiftUI): the first subview that sets it decides.
    func customAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? {
        guard !AlignmentKey.builtIn.contains(key) else { return nil }
        for (_, origin, _, dimensions) in arrangement(in: CGRect(origin: .zero, size: bounds.size), proposal: proposal, subviews: subviews) {
            guard let value = dimensions.explicit(key) else { continue }
            return (key.axis == .horizontal ? origin.x : origin.y) + value
        }
        return nil
    }
}
