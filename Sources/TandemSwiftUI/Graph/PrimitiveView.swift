/// A view the graph evaluates itself instead of through `body`: containers
/// (tuples, conditionals, `ForEach`), stacks, modifiers and leaves.
@MainActor
protocol PrimitiveView {
    /// Sets the node's role and reconciles its children from this value.
    /// Called when the node is created, when its value or environment
    /// changed, and when it was invalidated.
    func updateNode(_ node: ViewNode)
}

/// A modifier the graph applies itself (padding, frames, environment,
/// effects...) to the content of a `ModifiedContent` node.
@MainActor
protocol PrimitiveModifier {
    /// Sets the node's role and reconciles its children, one of which is `content`.
    func updateNode<Content: View>(_ node: ViewNode, content: Content)
}

extension TupleView: EnvironmentTransparent {}
extension EmptyView: EnvironmentTransparent {}
extension _ConditionalContent: EnvironmentTransparent {}
extension Optional: EnvironmentTransparent {}
extension Group: EnvironmentTransparent {}
extension AnyView: EnvironmentTransparent {}
extension ButtonStyleConfiguration.Label: EnvironmentTransparent {}
extension ForEach: EnvironmentTransparent {}
