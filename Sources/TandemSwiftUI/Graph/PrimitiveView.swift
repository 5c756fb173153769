/// A view the graph evaluates itself instead of through `body`: containers
/// (tuples, conditionals, `ForEach`), stacks, modifiers and leaves.
@MainActor
protocol PrimitiveView {
    /// Declares the node's role and children from this value, through
    /// `updater` (its contract: ``NodeUpdater``). Called when the node is
    /// created, when its value or environment changed, and when it was
    /// invalidated.
    func updateNode(_ updater: NodeUpdater)
}

/// A modifier the graph applies itself (padding, frames, environment,
/// effects...) to the content of a `ModifiedContent` node.
@MainActor
protocol PrimitiveModifier {
    /// Declares the node's role and children, one of which is `content`,
    /// through `updater` (``NodeUpdater``).
    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content)
}

extension TupleView: EnvironmentTransparent {}
extension EmptyView: EnvironmentTransparent {}
extension _ConditionalContent: EnvironmentTransparent {}
extension Optional: EnvironmentTransparent {}
extension Group: EnvironmentTransparent {}
extension AnyView: EnvironmentTransparent {}
extension ButtonStyleConfiguration.Label: EnvironmentTransparent {}
extension ForEach: EnvironmentTransparent {}
