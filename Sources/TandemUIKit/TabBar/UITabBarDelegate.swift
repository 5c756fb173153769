/// What a tab bar tells its delegate when the user selects an item.
///
/// The method has a default implementation (the Linux stand-in for
/// `@objc optional`). A tab bar controller is the delegate of its own bar.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user tapped `item` (also when it was already selected); the bar's
    /// ``UITabBar/selectedItem`` is already `item`. Setting the selection in code does not call it.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
