import Foundation
import TandemUIKit

/// A scroll view's layout: the whole proposal for itself; for the content,
/// no limit along the scrolling axes.
struct ScrollLayout: Layout {
    let axes: Axis.Set
    let scrollView: ScrollContainerView

    private func contentProposal(_ size: CGSize?) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : size?.width,
            height: axes.contains(.vertical) ? nil : size?.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Offered both, it takes them, and its content is measured only when
        // placed: for its ideal size as well, a stack of rows in it would be
        // measured for two offers in each pass, and what it remembers of
        // one measurement would never serve the next.
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        // Where unspecified, the content's ideal size.
        let ideal = subviews.first?.sizeThatFits(contentProposal(nil)) ?? .zero
        return proposal.replacingUnspecifiedDimensions(by: ideal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        // The size `containerRelativeFrame` inside reads (set when placed: measuring only tries sizes).
        if scrollView.containerSize.size != bounds.size { scrollView.containerSize.size = bounds.size }
        let inner = contentProposal(bounds.size)
        let size = content.sizeThatFits(inner)
        // Content smaller than the viewport across a non-scrolling axis is centered there.
        let x = axes.contains(.horizontal) ? 0 : max(0, (bounds.width - size.width) / 2)
        let y = axes.contains(.vertical) ? 0 : max(0, (bounds.height - size.height) / 2)
        content.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: inner)
        let contentSize = CGSize(
            width: axes.contains(.horizontal) ? size.width : bounds.width,
            height: axes.contains(.vertical) ? size.height : bounds.height)
        if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
    }
}
