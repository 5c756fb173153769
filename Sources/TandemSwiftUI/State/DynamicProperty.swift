/// A stored property of a view whose value the graph keeps up to date:
/// `@State`, `@Binding`, `@ObservedObject`, `@StateObject`,
/// `@EnvironmentObject`, `@Environment` — and your own structs that contain
/// them.
///
/// Before each `body` the graph binds the wrappers in the view's fresh
/// value to the storage its node keeps, then calls ``update()`` on each
/// dynamic property (nested ones first).
public protocol DynamicProperty {
    /// Called before the view's body is evaluated, after the property's
    /// wrappers were bound to their storage. The default does nothing.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}
