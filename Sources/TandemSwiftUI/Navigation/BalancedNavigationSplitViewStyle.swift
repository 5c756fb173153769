/// The leading columns beside the detail, which narrows to make room.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The leading columns beside the detail.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
