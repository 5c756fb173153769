/// Several scenes side by side.
public struct _TupleScene: Scene {
    let scenes: [any Scene]

    /// Never called: a primitive scene.
    public var body: Never { primitiveBodyCalled(Self.self) }
}
