/// What a tab bar controller asks and tells its delegate when the user selects a tab.
///
/// Both methods have default implementations (the Linux stand-in for
/// `@objc optional`). They are called for taps on the bar only, not when
/// the selection is set in code, as in UIKit.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected; asked before
    /// anything changes, also when it is the selected tab. The default is true.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected the tab of `viewController` (also when it was
    /// already selected), after the switch; its `viewDidAppear` comes at the next commit.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Returns true.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
