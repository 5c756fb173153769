/// Sets the priority a stack gives the view when it distributes space.
struct LayoutPriorityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let priority: Double

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setLayout(PassthroughLayout())
        updater.setLayoutPriority(priority)
        updater.reconcile(single: content)
    }
}

extension View {
    /// The priority a stack gives this view when space is short (0 by
    /// default): higher priorities are offered space first.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(LayoutPriorityModifier(priority: value))
    }
}
