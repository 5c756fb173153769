/// Orders the view among its siblings for drawing: higher values draw in front.
struct ZIndexModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Double

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        node.graph.mayHaveZIndices = true
        if node.zIndex != value || !node.setsZIndex {
            node.zIndex = value
            // The siblings' views are re-ordered in their container.
            node.parent?.subtreeDidChange()
            node.graph.containerNeedsSync(node.containerNode)
        }
        node.reconcile(single: content, environment: node.environment)
    }
}

extension View {
    /// Draws this view in front of siblings with a lower value (0 by default);
    /// layout is unchanged.
    public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(value: value))
    }
}
