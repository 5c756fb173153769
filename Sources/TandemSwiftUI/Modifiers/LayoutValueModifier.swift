/// Gives the view a value its layout container reads with `subviews[i][Key.self]`.
struct LayoutValueModifier<Key: LayoutValueKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Key.Value

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setLayout(PassthroughLayout())
        updater.setLayoutValue(value, for: ObjectIdentifier(Key.self))
        updater.invalidateLayout()
        updater.reconcile(single: content)
    }
}

extension View {
    /// Sets the value of `key` that the enclosing `Layout` reads for this subview.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
}
