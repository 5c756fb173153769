import Foundation
import TandemUIKit

/// A geometry reader's layout: the whole proposal, and the content
/// re-evaluated when the placed geometry changes.
@MainActor
final class GeometryDriver: LayoutDriver {
    private weak var node: ViewNode?
    var makeContent: (GeometryProxy) -> any View = { _ in EmptyView() }
    private(set) var proxy: GeometryProxy?

    init(_ updater: NodeUpdater) { node = updater.graphNode }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Where the reader was last placed, in its container's coordinates.
    private var lastBounds: CGRect?

    /// Re-reads the geometry after a layout that did not place the reader
    /// (incremental placement skips unchanged subtrees, but an ancestor's
    /// move still changes the global frame the content may read).
    func refreshIfMoved() {
        guard let node, let bounds = lastBounds, let proxy else { return }
        let current = node.makeProxy(size: bounds.size, localBounds: bounds)
        guard !current.sameGeometry(as: proxy) else { return }
        placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: LayoutSubviews([]))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let node else { return }
        lastBounds = bounds
        let proxy = node.makeProxy(size: bounds.size, localBounds: bounds)
        if self.proxy == nil || !self.proxy!.sameGeometry(as: proxy) {
            self.proxy = proxy
            // Built while the reader's node reads, so what the content reads re-runs it.
            let content = node.graph.track(node) { makeContent(proxy) }
            node.graph.updateDuringLayout {
                node.reconcile(single: content, environment: node.environment)
            }
        }
        let items = LayoutSubviews(node.layoutItems)
        for item in items {
            item.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }

    func explicitAlignment(
        _ guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        nil
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing { ViewSpacing() }

    func subviewsDidChange() {}
}
