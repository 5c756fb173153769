import Foundation
import TandemUIKit

// Where the node is on screen: its container, its frame in the window, and
// what a `GeometryReader` placed in it sees.
extension ViewNode {
    /// The container view this node's frame is expressed in.
    var containerView: UIView? {
        containerNode?.effectView ?? graph.host?.graphContainerView
    }

    /// The placed frame in window coordinates (nil before the first placement).
    var globalFrame: CGRect? {
        guard !layoutState.placedFrame.isNull, let container = containerView else { return nil }
        return container.convert(layoutState.placedFrame, to: nil)
    }

    /// The geometry a reader placed at `localBounds` (container coordinates) sees.
    func makeProxy(size: CGSize, localBounds: CGRect) -> GeometryProxy {
        let container = containerView
        let global = container?.convert(localBounds, to: nil) ?? localBounds
        var origins: [AnyHashable: CGPoint] = [:]
        var node = parent
        while let current = node {
            if let name = current.coordinateSpaceName, origins[name] == nil, let frame = current.globalFrame {
                origins[name] = frame.origin
            }
            node = current.parent
        }
        var insets = EdgeInsets()
        if let graphHost = graph.host {
            let host = graphHost.graphContainerView
            let safe = graphHost.safeRect(ignoring: [])
            let inHost = host.convert(global, from: nil)
            insets = EdgeInsets(
                top: max(0, safe.minY - inHost.minY), leading: max(0, safe.minX - inHost.minX),
                bottom: max(0, inHost.maxY - safe.maxY), trailing: max(0, inHost.maxX - safe.maxX))
        }
        return GeometryProxy(size: size, safeAreaInsets: insets, globalFrame: global, namedOrigins: origins) { source in
            source.resolve()
        }
    }
}

extension ViewNode {
    /// The window-coordinate origin of the nearest ancestor (or this node)
    /// named `name` with `.coordinateSpace(name:)`; nil when none is.
    func namedSpaceOrigin(_ name: AnyHashable) -> CGPoint? {
        var node: ViewNode? = self
        while let current = node {
            if current.coordinateSpaceName == name {
                return current.globalFrame?.origin ?? windowFrameOfGroup(current)?.origin
            }
            node = current.parent
        }
        return nil
    }

    /// The node's frame in window coordinates: its placed frame, or a
    /// group's union of its children's (nil before placement).
    var anchorFrame: CGRect? { globalFrame ?? windowFrameOfGroup(self) }

    /// A group node's frame: the union of its children's.
    private func windowFrameOfGroup(_ node: ViewNode) -> CGRect? {
        var union: CGRect?
        for child in node.children {
            guard let frame = child.globalFrame ?? windowFrameOfGroup(child) else { continue }
            union = union.map { $0.union(frame) } ?? frame
        }
        return union
    }
}
