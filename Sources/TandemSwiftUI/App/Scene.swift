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

/// A window group's content, type-erased.
struct WindowGroupContent {
    let content: AnyView
    let title: String?
}

/// Flattens scenes into the window groups they contain.
@MainActor
enum SceneResolution {
    static func collect(_ scene: any Scene, into groups: inout [WindowGroupContent]) {
        if let tuple = scene as? _TupleScene {
            for child in tuple.scenes { collect(child, into: &groups) }
        } else if let group = scene as? any WindowGroupProtocol {
            groups.append(group.resolved)
        } else {
            collectBody(scene, into: &groups)
        }
    }

    private static func collectBody<S: Scene>(_ scene: S, into groups: inout [WindowGroupContent]) {
        if S.Body.self == Never.self { return }
        collect(scene.body, into: &groups)
    }
}

/// Window groups of any content.
@MainActor
protocol WindowGroupProtocol {
    var resolved: WindowGroupContent { get }
}

extension WindowGroup: WindowGroupProtocol {
    var resolved: WindowGroupContent { WindowGroupContent(content: AnyView(content), title: title) }
}
