import Foundation

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
                at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                proposal: proposal)
        }
    }
}
