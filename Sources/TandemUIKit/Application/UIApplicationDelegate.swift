import Foundation

/// The object that responds to the application's life: launching, becoming
/// active, terminating. Mark it `@main`, as on iOS, to run the application.
///
/// Every method has a default implementation (the Linux stand-in for
/// `@objc optional`). `init()` is a requirement because Linux has no runtime
/// that makes an object from its class: a `@main` delegate must be a `final`
/// class (or declare `required init()`), the one change it may need.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Creates the delegate; the application makes it at launch.
    init()
    /// The application's main window.
    var window: UIWindow? { get set }
    /// Launching is about to finish (before ``application(_:didFinishLaunchingWithOptions:)``).
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Launching finished; set up the window here. Return false to report a launch problem.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The application became active (its window is shown and receives input).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The application is about to stop being active.
    func applicationWillResignActive(_ application: UIApplication)
    /// The application is about to end.
    func applicationWillTerminate(_ application: UIApplication)
    /// The configuration of a scene about to connect. The default returns
    /// the first configuration Info.plist's `UIApplicationSceneManifest`
    /// lists for the session's role, else an empty one (no scenes unless a
    /// class named `SceneDelegate` exists, see ``UIApplication/connectedScenes``).
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// The user discarded scenes (never in Tandem, whose scenes end with the application).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// No window unless the delegate keeps one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Returns true.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Returns true.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// The manifest's first configuration for the session's role, else one without classes.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        SceneManifest.main?.configuration(named: nil, role: connectingSceneSession.role)?.copy()
            ?? UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// Runs the application with this delegate: what `@main` calls.
    public static func main() {
        UIApplication.run(delegate: Self())
    }
}
