/// What a tab bar controller asks and tells its delegate when the user
/// selects a tab, and the animator of a change of the shown tab.
///
/// Every method has a default implementation (the Linux stand-in for
/// `@objc optional`). `shouldSelect` and `didSelect` are called for taps on
/// the bar only, not when the selection is set in code, as in UIKit; the
/// animator is asked for every change of the shown tab.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected; asked before
    /// anything changes, also when it is the selected tab. The default is true.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected the tab of `viewController` (also when it was
    /// already selected), after the switch; its `viewDidAppear` comes at the next commit.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator of the change from `fromVC`'s tab to `toVC`'s; nil (the default): the change is not animated.
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the change `animationController` runs; nil (the default): not interactive.
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    /// Returns true.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        true
    }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// Nil: the change is not animated.
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Nil: not interactive.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
