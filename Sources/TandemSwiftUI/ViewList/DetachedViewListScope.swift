/// Where a container that shows its content's views elsewhere — tab pages
/// in hosting controllers of their own, bar items, picker segments — keeps
/// the nodes of the custom views it reads through (``ViewListResolver``).
///
/// Its node's parent is the container, so an invalidation of a custom view
/// under it reaches the container (which enumerates its content again) and
/// it ends when the container's identity ends; but it is not one of the
/// container's children, which are the views the container itself shows
/// and lays out.
@MainActor
final class DetachedViewListScope: NodeLifetime {
    /// The owner of the custom views met at the top of the content.
    let node: ViewNode

    private init(node: ViewNode) {
        self.node = node
    }

    /// The scope of `container`, if it has made one.
    static func existing(in updater: NodeUpdater) -> DetachedViewListScope? {
        existing(in: updater.graphNode)
    }

    /// The scope `container` keeps, if it made one.
    static func existing(in container: ViewNode) -> DetachedViewListScope? {
        for object in container.lifetimeObjects {
            if let scope = object as? DetachedViewListScope { return scope }
        }
        return nil
    }

    /// The scope of `container`, made the first time it is asked for.
    static func of(_ container: ViewNode) -> DetachedViewListScope {
        if let scope = existing(in: container) { return scope }
        let node = ViewNode(
            graph: container.graph, parent: container, key: .explicit(AnyHashable(ObjectIdentifier(Self.self))),
            view: ViewListScope(), environment: container.environment)
        node.evaluateAsNew()
        let scope = DetachedViewListScope(node: node)
        container.lifetimeObjects.append(scope)
        return scope
    }

    /// The container's identity ended: so do the custom views' (their state goes, their disappear actions run).
    func end() {
        node.dismantle()
    }
}

/// The view of a ``DetachedViewListScope``'s node: nothing of its own; its
/// children are made by the resolver, and it passes their invalidations on.
struct ViewListScope: View, PrimitiveView, ViewListBodyMarker {
    /// Never called: a primitive view.
    var body: Never { primitiveBodyCalled(Self.self) }

    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        // Its children come from the resolver that enumerates the list.
        updater.keepChildren()
    }
}
