/// Imported publicly: the public declarations below use its types.
public import TandemUIKit

/// The detail keeps its size; the leading columns show over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}

    /// The split view controller's `.overlay` behavior.
    public var _splitBehavior: UISplitViewController.SplitBehavior { .overlay }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The leading columns over the detail.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}
