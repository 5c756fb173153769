import Foundation
import TandemUIKit

/// An application built from scenes: mark the type `@main` and give it a
/// `body` of `WindowGroup`s.
///
/// `main()` runs the application on TandemUIKit's `UIApplication`: each
/// window group becomes a window whose root is a `UIHostingController` of
/// the group's content — a real window when a display server is present,
/// the headless display otherwise (as `UIApplicationMain` chooses).
@preconcurrency @MainActor
public protocol App {
    /// The scenes' type.
    associatedtype Body: Scene

    /// The application's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Makes the application (`main()` calls it once).
    @MainActor @preconcurrency init()
}

extension App {
    /// Runs the application. Never returns.
    @MainActor @preconcurrency public static func main() {
        let delegate = AppDelegate()
        // The app's value is made first: its `UIApplicationDelegateAdaptor`
        // makes the delegate the application then calls.
        delegate.app = Self()
        UIApplication.run(delegate: delegate)
    }
}

/// Builds the windows of an application's scenes.
@MainActor
package enum AppWindows {
    /// A visible window per window group of `app`, sized to the main screen,
    /// its root a hosting controller of the group's content.
    package static func make<A: App>(for app: A) -> [UIWindow] {
        rootControllers(for: app).map { root in
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            window.makeKeyAndVisible()
            return window
        }
    }

    /// A hosting controller per window group of `app`, of the group's content.
    package static func rootControllers<A: App>(for app: A) -> [UIViewController] {
        var groups: [WindowGroupContent] = []
        let scenes = app.body
        SceneResolution.collect(scenes, into: &groups)
        // Each window evaluates the app's body again in its own graph, where
        // the app's dynamic properties are bound: a change of what the body
        // read reaches the window's content and the scenes' `onChange`.
        let controllers = groups.indices.map {
            UIHostingController(rootView: AnyView(AppSceneRoot(app: app, group: $0)))
        }
        // `onChange(of:initial: true)` on a scene runs once the windows' content is made.
        (scenes as? any SceneLaunchActions)?.runLaunchActions()
        return controllers
    }
}
