import Foundation
import TandemGraphics

/// A scene that shows windows on a screen: the scene an application's
/// windows belong to (``UIWindow/windowScene``).
///
/// Main actor only.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// Creates a window scene for `session`; the application calls this while connecting it.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The screen the scene's windows are on: the main screen.
    open var screen: UIScreen { UIScreen.main }
    /// The scene's traits: its screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }
    /// The scene's windows, in the order they were made.
    open var windows: [UIWindow] { Commit.registeredWindows.filter { $0.windowScene === self } }
    /// The scene's key window, if one of its windows is key.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}
