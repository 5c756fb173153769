import Foundation
import TandemUIKit

/// A scrollable view: a `UIScrollView` showing its content at the content's
/// ideal length along the scrolling axes and the offered length across them.
///
/// The scroll view takes all the space it is offered; its content size is
/// the content's size.
public struct ScrollView<Content: View>: View {
    /// The content.
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether scroll indicators show.
    public var showsIndicators: Bool

    /// A scroll view over `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension ScrollView: PrimitiveView {
    func updateNode(_ node: ViewNode) {
        let scrollView = node.ensureEffectView { ScrollContainerView(frame: .zero) }
        scrollView.showsVerticalScrollIndicator = showsIndicators && axes.contains(.vertical)
        scrollView.showsHorizontalScrollIndicator = showsIndicators && axes.contains(.horizontal)
        scrollView.alwaysBounceVertical = axes.contains(.vertical)
        scrollView.alwaysBounceHorizontal = axes.contains(.horizontal)
        node.setLayout(ScrollLayout(axes: axes, scrollView: scrollView))
        var environment = node.environment
        environment.stackAxis = nil
        node.reconcile([(.single, SingleItem(content: content))], environment: environment)
    }
}

/// A scroll view's layout: the whole proposal for itself; for the content,
/// no limit along the scrolling axes.
struct ScrollLayout: Layout {
    let axes: Axis.Set
    let scrollView: UIScrollView

    private func contentProposal(_ size: CGSize?) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : size?.width,
            height: axes.contains(.vertical) ? nil : size?.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Where unspecified, the content's ideal size.
        let ideal = subviews.first?.sizeThatFits(contentProposal(nil)) ?? .zero
        return proposal.replacingUnspecifiedDimensions(by: ideal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
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
