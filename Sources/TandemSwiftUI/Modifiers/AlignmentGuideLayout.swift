public import Foundation

/// Gives the content an explicit value for one alignment guide.
struct AlignmentGuideLayout: ViewModifier, LayoutModifier {
    typealias Body = Never
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        GroupLayout.sizeThatFits(proposal, items: subviews.nodes)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        GroupLayout.place(items: subviews.nodes, in: bounds, proposal: proposal)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guide.key == key ? value(subviews, proposal) : subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guide.key == key ? value(subviews, proposal) : subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    private func value(_ subviews: Subviews, _ proposal: ProposedViewSize) -> CGFloat? {
        guard let first = subviews.first else { return nil }
        return computeValue(first.dimensions(in: proposal))
    }
}

extension View {
    /// Sets where `guide` lies in this view, computed from its dimensions.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        modifier(AlignmentGuideLayout(key: guide.key, computeValue: computeValue))
    }

    /// Sets where `guide` lies in this view, computed from its dimensions.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        modifier(AlignmentGuideLayout(key: guide.key, computeValue: computeValue))
    }
}
