/// The view a ``ViewModifier`` is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    init() {}

    /// Never called: a primitive view.
    public var body: Never { primitiveBodyCalled(Self.self) }
}
