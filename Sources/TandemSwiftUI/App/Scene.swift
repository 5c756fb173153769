/// A part of an application's user interface: a window group, or scenes
/// composed of others.
@preconcurrency @MainActor
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene

    /// The scenes this scene is made of.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension WindowGroup: WindowGroupProtocol {
    var resolved: WindowGroupContent { WindowGroupContent(content: AnyView(content), title: title) }
}
