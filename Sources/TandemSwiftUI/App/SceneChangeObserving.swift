/// A scene that watches a value for changes (`Scene.onChange(of:initial:_:)`):
/// it hands the watching to the content of the first window group it holds,
/// whose graph sees each new value as the app's body is evaluated again.
@MainActor
protocol SceneChangeObserving {
    /// `content`, watching the scene's value.
    func observing(_ content: AnyView) -> AnyView
}
