public import Foundation

/// One instance of the application's user interface, connected to the
/// application for its ``session``: the object a scene delegate is told
/// about as the interface connects, comes to the foreground, becomes
/// active, and goes.
///
/// Main actor only. The application makes scenes at launch (see
/// ``UIApplicationDelegate/application(_:configurationForConnecting:options:)``);
/// Tandem connects one window scene per application. The scene keeps its
/// ``delegate`` (a strong reference, as UIKit's does).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the application.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate, told of its life; held strongly.
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life.
    open internal(set) var activationState: ActivationState = .unattached
    /// A title the system may show for the scene; empty by default.
    open var title: String! = ""

    /// Creates a scene for `session`; the application calls this while connecting it.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The application: next in the responder chain.
    open override var next: UIResponder? { UIApplication.shared }

    /// Posted (with the scene as object) before the scene's delegate is told it connects.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after the scene disconnected.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after the scene became active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted before the scene stops being active.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted before the scene comes to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after the scene went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}
