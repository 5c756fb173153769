import Foundation

extension UIWindow {
    /// Creates a hidden window in `windowScene`, filling the scene's screen.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        windowSceneStorage = windowScene
    }

    /// The scene the window belongs to; nil for a window made without one.
    /// Setting it moves the window to another scene.
    public var windowScene: UIWindowScene? {
        get { windowSceneStorage }
        set { windowSceneStorage = newValue }
    }
}
