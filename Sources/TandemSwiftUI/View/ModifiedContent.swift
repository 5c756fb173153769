/// A view (or modifier) with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// What the modifier applies to.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Never called: the graph applies the modifier.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Never called: the graph applies both modifiers.
    public func body(content: _ViewModifier_Content<Self>) -> Never { primitiveBodyCalled(Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func updateNode(_ updater: NodeUpdater) {
        ModifierApplier.applier(for: Self.self, modifier: modifier, content: content).apply(
            modifier, to: content, in: updater)
    }
}

/// Modifiers chained with `concat`, applied in order.
@MainActor
protocol ModifierChain {
    func apply<V: View>(to view: V) -> any View
}

extension ModifiedContent: ModifierChain where Content: ViewModifier, Modifier: ViewModifier {
    func apply<V: View>(to view: V) -> any View {
        ModifiedContent<ModifiedContent<V, Content>, Modifier>(
            content: ModifiedContent<V, Content>(content: view, modifier: content), modifier: modifier)
    }
}
