/// A scene that runs an action when a value it was given changes
/// (`Scene.onChange(of:initial:_:)`).
public struct _ChangeObservingScene<Content: Scene, Value: Equatable>: Scene {
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    /// The scene it modifies.
    public var body: Content { content }
}

extension _ChangeObservingScene: SceneLaunchActions {
    func runLaunchActions() {
        if initial { action(value, value) }
        (content as? any SceneLaunchActions)?.runLaunchActions()
    }
}

extension Scene {
    /// Runs `action` with the old and new value when `value` changes, and
    /// once at launch when `initial` is true. An `App`'s body is evaluated
    /// once in Tandem (docs/Compatibility.md), so the values it reads do not
    /// change after launch: only the initial call happens.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
    ) -> some Scene {
        _ChangeObservingScene(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` changes, and once at launch when `initial` is true.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some Scene {
        _ChangeObservingScene(content: self, value: value, initial: initial) { _, _ in action() }
    }
}
