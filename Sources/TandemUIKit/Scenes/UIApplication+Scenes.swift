import Foundation
import TandemSupport

extension UIApplication {
    /// The scenes connected to the application (Tandem connects at most one: a window scene).
    ///
    /// An application has scenes when the configuration its delegate gives
    /// for the connecting session names a delegate or scene class, when the
    /// main bundle's Info.plist has a `UIApplicationSceneManifest`, or —
    /// standing in for the Info.plist of Xcode's template, which Linux
    /// builds do not carry — when a `UISceneDelegate` class named
    /// `SceneDelegate` sits beside the application delegate (at the top level
    /// of its module, where the template declares both).
    public var connectedScenes: Set<UIScene> { Set(sceneList) }

    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(sceneList.map(\.session)) }

    /// Whether Info.plist says the application supports several scenes (Tandem shows one).
    public var supportsMultipleScenes: Bool { SceneManifest.main?.supportsMultipleScenes ?? false }

    /// Connects the application's scene when it has scenes: the delegate's
    /// configuration, the scene and its delegate made, then `willConnectTo`,
    /// `sceneWillEnterForeground`, `sceneDidBecomeActive` (each after its
    /// notification, or before it for the "will" ones, as UIKit posts them).
    /// Returns whether a scene connected.
    func connectScene(for delegate: UIApplicationDelegate) -> Bool {
        let options = UIScene.ConnectionOptions()
        let role = UISceneSession.Role.windowApplication
        let session = UISceneSession(
            role: role, configuration: UISceneConfiguration(name: nil, role: role, sceneClass: nil, delegateClass: nil))
        let configuration = delegate.application(self, configurationForConnecting: session, options: options).copy()
        if configuration.delegateClass == nil, SceneManifest.main == nil {
            configuration.delegateClass = Self.templateSceneDelegateClass(besides: delegate)
        }
        guard configuration.delegateClass != nil || configuration.sceneClass != nil || SceneManifest.main != nil else {
            return false
        }
        session.configuration = configuration
        var sceneType: UIScene.Type = UIWindowScene.self
        if let sceneClass = configuration.sceneClass {
            if let type = sceneClass as? UIScene.Type {
                sceneType = type
            } else {
                Diagnostics.report(
                    "UIApplication", "the scene class \(sceneClass) is not a UIScene; a UIWindowScene is made")
            }
        }
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            if let type = delegateClass as? UISceneDelegate.Type {
                scene.delegate = type.init()
            } else {
                Diagnostics.report(
                    "UIApplication",
                    "the scene delegate class \(delegateClass) is not a UISceneDelegate; the scene has none")
            }
        }
        sceneList.append(scene)
        let center = NotificationCenter.default
        center.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .background
        center.post(name: UIScene.willEnterForegroundNotification, object: scene)
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundInactive
        scene.activationState = .foregroundActive
        applicationState = .active
        scene.delegate?.sceneDidBecomeActive(scene)
        center.post(name: UIScene.didActivateNotification, object: scene)
        return true
    }

    /// Every scene resigns active, goes to the background and disconnects, last connected first.
    func disconnectScenes() {
        let center = NotificationCenter.default
        for scene in sceneList.reversed() {
            center.post(name: UIScene.willDeactivateNotification, object: scene)
            scene.delegate?.sceneWillResignActive(scene)
            scene.activationState = .foregroundInactive
            applicationState = .inactive
            scene.activationState = .background
            applicationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            center.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            center.post(name: UIScene.didDisconnectNotification, object: scene)
            scene.session.scene = nil
        }
        sceneList = []
    }

    /// The `SceneDelegate` class beside the application delegate (its
    /// module's, for a top-level delegate), if it is a scene delegate.
    private static func templateSceneDelegateClass(besides delegate: UIApplicationDelegate) -> AnyClass? {
        let name = String(reflecting: type(of: delegate))
        guard let dot = name.lastIndex(of: ".") else { return nil }
        guard let type = _typeByName(String(name[..<dot]) + ".SceneDelegate"), type is UISceneDelegate.Type else {
            return nil
        }
        return type as? AnyClass
    }
}
