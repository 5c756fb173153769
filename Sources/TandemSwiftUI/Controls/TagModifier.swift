/// Tags a view with a value: in a `Picker`, the value the option selects.
struct TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let tag: V

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        node.reconcile([(.single, content)], environment: node.environment)
    }
}

extension View {
    /// Tags the view with `tag`: the value a `Picker` option stands for.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: tag))
    }
}
