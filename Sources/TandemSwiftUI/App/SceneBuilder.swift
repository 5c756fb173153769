/// Builds scenes from the statements of an `App`'s body.
@resultBuilder
@preconcurrency @MainActor
public struct SceneBuilder {
    /// One scene, unchanged.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return _TupleScene(scenes: scenes)
    }

    /// A scene statement, unchanged.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}
