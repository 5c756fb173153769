import Foundation

/// The layout of a hosted cell's content (``HostedCellContent``): what
/// `content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment:
/// .leading).padding(margins).background(background)` lays out, in one
/// node rather than three.
///
/// The subviews are the background, when there is one, then the content.
/// The content fills the cell inside the margins, leading aligned and
/// centered vertically (the flexible frame's own methods measure and place
/// it); the background fills the whole cell, proposed its size.
struct HostedCellLayout: Layout {
    let margins: EdgeInsets
    /// Whether the first subview is the background.
    let hasBackground: Bool

    /// The frame the content fills inside the margins.
    private static var frame: _FlexFrameLayout {
        _FlexFrameLayout(
            minWidth: nil, idealWidth: nil, maxWidth: .infinity, minHeight: nil, idealHeight: nil,
            maxHeight: .infinity, alignment: .leading)
    }

    private func content(_ subviews: Subviews) -> Subviews {
        subviews[(hasBackground ? 1 : 0)..<subviews.count]
    }

    /// The content's frame's size for the proposal less the margins, plus the margins.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        margins.outset(
            Self.frame.sizeThatFits(proposal: margins.inset(proposal), subviews: content(subviews), cache: &cache))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Self.frame.placeSubviews(
            in: inner(bounds), proposal: margins.inset(proposal), subviews: content(subviews), cache: &cache)
        guard hasBackground, !subviews.isEmpty else { return }
        FrameAlignment.place(subviews[0..<1], in: bounds, proposal: ProposedViewSize(bounds.size), alignment: .center)
    }

    /// The content's explicit guides, moved by where it sits.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        Self.frame.explicitAlignment(
            of: guide, in: inner(bounds), proposal: margins.inset(proposal), subviews: content(subviews),
            cache: &cache
        ).map { $0 + margins.leading }
    }

    /// The content's explicit guides, moved by where it sits.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        Self.frame.explicitAlignment(
            of: guide, in: inner(bounds), proposal: margins.inset(proposal), subviews: content(subviews),
            cache: &cache
        ).map { $0 + margins.top }
    }

    /// `bounds` inside the margins.
    private func inner(_ bounds: CGRect) -> CGRect {
        let size = margins.inset(ProposedViewSize(bounds.size))
        return CGRect(
            x: bounds.minX + margins.leading, y: bounds.minY + margins.top, width: size.width ?? 0,
            height: size.height ?? 0)
    }
}

extension HostedCellLayout: LayoutComparable {
    func isSameLayout(as other: HostedCellLayout) -> Bool {
        margins == other.margins && hasBackground == other.hasBackground
    }
}
