/// Orders the view among its siblings for drawing: higher values draw in front.
struct ZIndexModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Double

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        updater.setZIndex(value)
        updater.reconcile(single: content)
    }
}

extension View {
    /// Draws this view in front of siblings with a lower value (0 by default);
    /// layout is unchanged.
    public func zIndex(_ value: Double) -> some View {
        modifier(ZIndexModifier(value: value))
    }
}
