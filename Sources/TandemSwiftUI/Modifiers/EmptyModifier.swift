/// A modifier that changes nothing: the modified view is the view itself.
///
/// Useful where a modifier is required and none applies
/// (`condition ? AnyModifier… : EmptyModifier()`, a `concat` chain's start).
/// The graph applies it without a body, so it adds no evaluation.
public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier that changes nothing (the same as `EmptyModifier()`).
    nonisolated public static let identity = EmptyModifier()

    /// A modifier that changes nothing.
    nonisolated public init() {}

    /// Never called: the graph applies the modifier.
    public typealias Body = Never
}

extension EmptyModifier: PrimitiveModifier {
    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        updater.reconcile(single: content)
    }
}
