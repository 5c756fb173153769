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
        delegate.makeWindows = { AppWindows.make(for: Self()) }
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
        SceneResolution.collect(app.body, into: &groups)
        return groups.map { UIHostingController(rootView: $0.content) }
    }
}
