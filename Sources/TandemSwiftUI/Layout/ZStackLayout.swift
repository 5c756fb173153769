public import Foundation

/// The layout of `ZStack`: subviews on top of each other, aligned on a point.
public struct ZStackLayout: Layout {
    /// The guides the subviews align on.
    public var alignment: Alignment

    /// An overlapping stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The union of the subviews' sizes for the proposal, aligned on the guides.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let extent = extents(proposal, subviews: subviews)
        return CGSize(width: extent.x.total, height: extent.y.total)
    }

    /// Places every subview so that its guides meet the stack's.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let extent = extents(proposal, subviews: subviews)
        let slack = ViewDimensions(
            size: CGSize(width: bounds.width - extent.x.total, height: bounds.height - extent.y.total))
        let lineX = bounds.minX + slack[alignment.horizontal] + extent.x.before
        let lineY = bounds.minY + slack[alignment.vertical] + extent.y.before
        for subview in subviews {
            let dimensions = subview.dimensions(in: proposal)
            subview.place(
                at: CGPoint(x: lineX - dimensions[alignment.horizontal], y: lineY - dimensions[alignment.vertical]),
                anchor: .topLeading, proposal: proposal)
        }
    }

    private func extents(_ proposal: ProposedViewSize, subviews: Subviews) -> (
        x: (before: CGFloat, total: CGFloat), y: (before: CGFloat, total: CGFloat)
    ) {
        var left: CGFloat = 0, right: CGFloat = 0, up: CGFloat = 0, down: CGFloat = 0
        for subview in subviews {
            let dimensions = subview.dimensions(in: proposal)
            let x = dimensions[alignment.horizontal], y = dimensions[alignment.vertical]
            left = max(left, x)
            right = max(right, dimensions.width - x)
            up = max(up, y)
            down = max(down, dimensions.height - y)
        }
        return ((left, left + right), (up, up + down))
    }
}
