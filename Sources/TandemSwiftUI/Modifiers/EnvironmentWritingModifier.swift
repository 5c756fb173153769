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
    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        var environment = updater.environment
        environment[keyPath: keyPath] = value
        updater.reconcile(single: content, environment: environment)
    }
}

/// Changes the environment of the modified view with a function
/// (`disabled` combines with the inherited value, environment objects add an entry).
struct EnvironmentTransformModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout EnvironmentValues) -> Void

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        var environment = updater.environment
        transform(&environment)
        updater.reconcile(single: content, environment: environment)
    }
}
