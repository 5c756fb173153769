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

/// Several scenes side by side.
public struct _TupleScene: Scene {
    let scenes: [any Scene]

    /// Never called: a primitive scene.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

/// A group of windows showing the same content. Tandem opens one window per group.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    let title: String?

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    /// A window group with an identifier.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    /// A window group with a localized title.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = Text(title).string
    }

    /// A window group with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = String(title)
    }

    /// Never called: a primitive scene.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

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
