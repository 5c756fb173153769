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
    /// Applies the chain to `view` in `updater`'s node: the node is the
    /// outer modifier's, as if it showed `view.modifier(first).modifier(second)`.
    ///
    /// In place rather than as a child of its own: the chained view is a
    /// function of this node's value alone, so a node for it would only
    /// repeat this one. A list's row, whose modifiers are distributed as
    /// one chain, had a node per link.
    func update<V: View>(_ view: V, in updater: NodeUpdater)
}

extension ModifiedContent: ModifierChain where Content: ViewModifier, Modifier: ViewModifier {
    func update<V: View>(_ view: V, in updater: NodeUpdater) {
        ModifiedContent<ModifiedContent<V, Content>, Modifier>(
            content: ModifiedContent<V, Content>(content: view, modifier: content), modifier: modifier
        ).updateNode(updater)
    }
}

/// A `ModifiedContent` view type known only at run time.
@MainActor
protocol ModifiedViewType {
    /// The view its modifiers apply to, through any number of them.
    static var modifiedView: any View.Type { get }
}

extension ModifiedContent: ModifiedViewType where Content: View, Modifier: ViewModifier {
    static var modifiedView: any View.Type {
        (Content.self as? any ModifiedViewType.Type)?.modifiedView ?? Content.self
    }
}
