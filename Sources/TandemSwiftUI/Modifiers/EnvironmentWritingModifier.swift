/// Sets one environment value for the modified view and its descendants.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    /// The value's key path.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// The value.
    public var value: Value

    /// A modifier setting `value` at `keyPath`.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    /// Never called: the graph applies it.
    public typealias Body = Never
}

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        var environment = node.environment
        environment[keyPath: keyPath] = value
        node.reconcile(single: content, environment: environment)
    }
}

/// Changes the environment of the modified view with a function
/// (`disabled` combines with the inherited value, environment objects add an entry).
struct EnvironmentTransformModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout EnvironmentValues) -> Void

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        var environment = node.environment
        transform(&environment)
        node.reconcile(single: content, environment: environment)
    }
}
