import Foundation

/// A spacer's sizing: the proposal along its axis (not below the minimum), nothing across it.
struct SpacerLayout: Layout {
    let minLength: CGFloat
    let axis: Axis?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = axis == .vertical ? 0 : max(minLength, proposal.width ?? minLength)
        let height = axis == .horizontal ? 0 : max(minLength, proposal.height ?? minLength)
        return CGSize(
            width: axis == nil && proposal.width == nil ? 0 : width,
            height: axis == nil && proposal.height == nil ? 0 : height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
