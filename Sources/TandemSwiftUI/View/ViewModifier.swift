/// A modifier that turns a view into another: `body(content:)` receives the
/// modified view as `content` and returns the result.
///
/// Apply it with `.modifier(_:)`. A modifier may hold state (`@State`,
/// `@Environment`...) like a view; it lives at the identity of the view it
/// modifies.
@preconcurrency @MainActor
public protocol ViewModifier {
    /// The type of view `body(content:)` returns.
    associatedtype Body: View

    /// The view being modified, as `body(content:)` receives it.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view. `content` stands for the view the modifier is applied to.
    @ViewBuilder @preconcurrency @MainActor func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Never called: primitive modifiers are applied by the graph.
    public func body(content: Content) -> Never { primitiveBodyCalled(Self.self) }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension _ViewModifier_Content: PrimitiveView {
    func updateNode(_ updater: NodeUpdater) {
        updater.setGroup()
        guard let content = updater.modifierContent else {
            updater.graph.reportOnce("\(Self.self) used outside the body of its modifier: it shows nothing.")
            updater.reconcile([])
            return
        }
        updater.reconcile(single: content)
    }
}

extension View {
    /// This view with `modifier` applied.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
