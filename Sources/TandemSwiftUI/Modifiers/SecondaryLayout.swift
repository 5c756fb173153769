import Foundation

/// The layout of `background` and `overlay`.
struct SecondaryLayout: Layout {
    let alignment: Alignment
    let contentIndex: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2 else { return .zero }
        return subviews[contentIndex].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        subviews[contentIndex].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let secondary = contentIndex == 0 ? 1..<2 : 0..<1
        FrameAlignment.place(
            subviews[secondary], in: bounds, proposal: ProposedViewSize(bounds.size), alignment: alignment)
    }

    /// The content's explicit guides (a background keeps its view's baseline).
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guard subviews.count == 2 else { return nil }
        return GuidePassThrough.value(
            guide.key, subviews: subviews[contentIndex..<(contentIndex + 1)], proposal: proposal, origin: .zero)
    }

    /// The content's explicit guides.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guard subviews.count == 2 else { return nil }
        return GuidePassThrough.value(
            guide.key, subviews: subviews[contentIndex..<(contentIndex + 1)], proposal: proposal, origin: .zero)
    }
}
