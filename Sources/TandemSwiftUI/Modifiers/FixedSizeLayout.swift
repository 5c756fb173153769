public import Foundation

/// Proposes `nil` (ideal size) to the content in the fixed dimensions.
public struct _FixedSizeLayout: ViewModifier, LayoutModifier {
    let horizontal: Bool
    let vertical: Bool

    /// Never called: the graph applies it.
    public typealias Body = Never

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    /// The content's ideal size in the fixed dimensions.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
    }

    /// Places the content at its size.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        FrameAlignment.place(subviews, in: bounds, proposal: inner(proposal), alignment: .center)
    }
}

extension View {
    /// The view at its ideal size in both dimensions, whatever it is offered.
    public func fixedSize() -> some View {
        modifier(_FixedSizeLayout(horizontal: true, vertical: true))
    }

    /// The view at its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}
