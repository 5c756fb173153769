/// Tags a view with a value: in a `Picker`, the value the option selects.
struct TagModifier<V: Hashable>: ViewModifier, DescriptiveModifier {
    typealias Body = Never
    let tag: V
}

extension View {
    /// Tags the view with `tag`: the value a `Picker` option stands for.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(TagModifier(tag: tag))
    }
}
