import Foundation

/// The object a scene tells of its life: connecting, entering the
/// foreground, becoming active, resigning, entering the background,
/// disconnecting.
///
/// Every method has a default implementation (the Linux stand-in for
/// `@objc optional`). As for ``UIApplicationDelegate``, `init()` is a
/// requirement because Linux has no runtime that makes an object from its
/// class: a scene delegate must be a `final` class (or declare `required init()`).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// Creates the delegate; the application makes it from the scene configuration's `delegateClass`.
    init()
    /// The scene is connecting to the application: make its window here.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene disconnected (the application is quitting, or the scene was closed).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: it is on screen and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
