/// Imported publicly: the public declarations below use its types.
public import TandemUIKit

/// The leading columns beside the detail, which narrows to make room.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}

    /// The split view controller's `.tile` behavior.
    public var _splitBehavior: UISplitViewController.SplitBehavior { .tile }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The leading columns beside the detail.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
