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
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Launching finished; set up the window here. Return false to report a launch problem.
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The application became active (its window is shown and receives input).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The application is about to stop being active.
    func applicationWillResignActive(_ application: UIApplication)
    /// The application is about to end.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// No window unless the delegate keeps one.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Returns true.
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Returns true.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// Runs the application with this delegate: what `@main` calls.
    public static func main() {
        UIApplication.run(delegate: Self())
    }
}
