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
            subview.place(at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), anchor: .topLeading, proposal: proposal)
        }
    }
}

/// Places the content's center at a point of the space it is offered, taking all of it.
struct PositionLayout: ViewModifier, LayoutModifier {
    typealias Body = Never
    let position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                // Offered the whole space the position was offered, as in SwiftUI.
                at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center, proposal: proposal)
        }
    }
}

extension View {
    /// Draws the view moved by `offset`; its layout is unchanged.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Draws the view moved by (`x`, `y`); its layout is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Centers the view at `position` in the space its parent offers, which it takes whole.
    public func position(_ position: CGPoint) -> some View {
        modifier(PositionLayout(position: position))
    }

    /// Centers the view at (`x`, `y`) in the space its parent offers.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
