import Foundation

/// The layout of `background` and `overlay`: the content and the secondary
/// view, or the content alone when the secondary view is left out (an
/// empty optional, ``SecondaryContentModifier``).
struct SecondaryLayout: Layout {
    let alignment: Alignment
    /// The content's index among two subviews.
    let contentIndex: Int

    /// The content's index among `subviews`, nil when they are not the content with or without its secondary view.
    private func contentIndex(in subviews: Subviews) -> Int? {
        switch subviews.count {
        case 1: 0
        case 2: contentIndex
        default: nil
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let contentIndex = contentIndex(in: subviews) else { return .zero }
        return subviews[contentIndex].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let contentIndex = contentIndex(in: subviews) else { return }
        subviews[contentIndex].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        guard subviews.count == 2 else { return }
        let secondary = contentIndex == 0 ? 1..<2 : 0..<1
        FrameAlignment.place(
            subviews[secondary], in: bounds, proposal: ProposedViewSize(bounds.size), alignment: alignment)
    }

    /// The content's explicit guides (a background keeps its view's baseline).
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guard let contentIndex = contentIndex(in: subviews) else { return nil }
        return GuidePassThrough.value(
            guide.key, subviews: subviews[contentIndex..<(contentIndex + 1)], proposal: proposal, origin: .zero)
    }

    /// The content's explicit guides.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        guard let contentIndex = contentIndex(in: subviews) else { return nil }
        return GuidePassThrough.value(
            guide.key, subviews: subviews[contentIndex..<(contentIndex + 1)], proposal: proposal, origin: .zero)
    }
}
