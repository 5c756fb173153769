import Foundation
import TandemUIKit

/// Extends the modified view into the safe area on the given edges: where
/// its frame reaches the safe area's edge, it grows to the hosting view's edge.
/// Its parent lays it out as before.
struct SafeAreaIgnoringModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let edges: Edge.Set

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        if case .layout(let existing) = node.role, let driver = existing as? SafeAreaIgnoringDriver {
            driver.edges = edges
        } else {
            node.role = .layout(SafeAreaIgnoringDriver(node: node, edges: edges))
            node.invalidateLayout()
        }
        node.reconcile([(.single, content)], environment: node.environment)
    }
}

/// Places the content in the frame extended into the safe area.
@MainActor
final class SafeAreaIgnoringDriver: LayoutDriver {
    private weak var node: ViewNode?
    var edges: Edge.Set

    init(node: ViewNode, edges: Edge.Set) {
        self.node = node
        self.edges = edges
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        GroupLayout.sizeThatFits(proposal, items: subviews.nodes)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        var frame = bounds
        if let node, let container = node.containerView, let host = node.graph.host?.graphContainerView {
            let inHost = host.convert(container.convert(bounds, to: nil), from: nil)
            let safe = host.bounds.inset(by: host.safeAreaInsets)
            var extended = inHost
            // Only edges that reach the safe area's boundary grow (a tolerance of half a point).
            if edges.contains(.top), inHost.minY <= safe.minY + 0.5 { extended.origin.y = host.bounds.minY; extended.size.height += inHost.minY - host.bounds.minY }
            if edges.contains(.leading), inHost.minX <= safe.minX + 0.5 { extended.origin.x = host.bounds.minX; extended.size.width += inHost.minX - host.bounds.minX }
            if edges.contains(.bottom), inHost.maxY >= safe.maxY - 0.5 { extended.size.height = host.bounds.maxY - extended.minY }
            if edges.contains(.trailing), inHost.maxX >= safe.maxX - 0.5 { extended.size.width = host.bounds.maxX - extended.minX }
            frame = container.convert(host.convert(extended, to: nil), from: nil)
        }
        GroupLayout.place(items: subviews.nodes, in: frame, proposal: ProposedViewSize(frame.size))
    }

    func explicitAlignment(_ guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? {
        nil
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing { ViewSpacing() }

    func subviewsDidChange() {}
}

extension View {
    /// Extends this view into the safe area on `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(SafeAreaIgnoringModifier(edges: regions.contains(.container) ? edges : []))
    }

    /// Extends this view into the safe area on `edges` (the older name).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(SafeAreaIgnoringModifier(edges: edges))
    }
}
