public import Foundation

/// Draws the content moved by an offset without changing its layout size.
public struct _OffsetEffect: ViewModifier, LayoutModifier {
    let offset: CGSize

    /// Never called: the graph applies it.
    public typealias Body = Never

    /// The content's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    /// The content at the offset.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), anchor: .topLeading,
                proposal: proposal)
        }
    }
}
