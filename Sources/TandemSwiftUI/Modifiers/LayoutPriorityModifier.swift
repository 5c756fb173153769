/// Sets the priority a stack gives the view when it distributes space.
struct LayoutPriorityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let priority: Double

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.setLayout(PassthroughLayout())
        node.graph.mayHaveLayoutPriorities = true
        if node.layoutPriority != priority || !node.setsLayoutPriority {
            node.layoutPriority = priority
            node.invalidateLayout()
        }
        node.reconcile(single: content, environment: node.environment)
    }
}

extension View {
    /// The priority a stack gives this view when space is short (0 by
    /// default): higher priorities are offered space first.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value))
    }
}
