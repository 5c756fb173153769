import TandemUIKit

/// The UITabBarController behind a `TabView`: a tab chosen on the bar is
/// written to the selection binding.
final class TabViewController: UITabBarController {
    weak var context: TabContext?

    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        super.tabBar(tabBar, didSelect: item)
        context?.userDidSelect(index: selectedIndex)
    }
}
