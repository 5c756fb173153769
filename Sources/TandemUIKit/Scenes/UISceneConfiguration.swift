import Foundation

/// How to make a scene: its class and its delegate's class, under a name.
///
/// Main actor only. Made with a name that Info.plist's
/// `UIApplicationSceneManifest` lists for the role, it takes that entry's
/// scene and delegate classes (set them in code to override).
@preconcurrency @MainActor
open class UISceneConfiguration {
    /// The configuration's name (as Info.plist's `UISceneConfigurationName`).
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The class of the scene; nil makes a `UIWindowScene`. Must be a ``UIScene`` subclass.
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate; nil makes none. Must conform to
    /// ``UISceneDelegate`` (whose `init()` Tandem calls).
    open var delegateClass: AnyClass?

    /// Creates a configuration named `name` for `sessionRole`, with the
    /// classes of the main bundle's scene manifest entry of that name, if any.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        if let entry = SceneManifest.main?.configuration(named: name, role: sessionRole) {
            sceneClass = entry.sceneClass
            delegateClass = entry.delegateClass
        }
    }

    /// A configuration with the given classes (Info.plist entries make these).
    init(name: String?, role: UISceneSession.Role, sceneClass: AnyClass?, delegateClass: AnyClass?) {
        self.name = name
        self.role = role
        self.sceneClass = sceneClass
        self.delegateClass = delegateClass
    }

    /// A copy with the same name, role and classes.
    open func copy() -> UISceneConfiguration {
        UISceneConfiguration(name: name, role: role, sceneClass: sceneClass, delegateClass: delegateClass)
    }
}
