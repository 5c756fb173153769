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

extension _ChangeObservingScene: SceneChangeObserving {
    func observing(_ content: AnyView) -> AnyView {
        let action = self.action
        // The initial call is made at launch (`runLaunchActions`); the
        // graph's change modifier runs the action after the update in which
        // the app's body gave a different value.
        return AnyView(
            content.modifier(
                ChangeModifier(value: value, initial: false) { old, new in
                    MainActor.assumeIsolated { action(old, new) }
                }))
    }
}

extension Scene {
    /// Runs `action` with the old and new value when `value` changes, and
    /// once at launch when `initial` is true. The app's body is evaluated
    /// again when a value it read changes (an `@State` of the app, an
    /// observed model, the environment), so the action runs after the
    /// update that brought the new value, once per change.
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
