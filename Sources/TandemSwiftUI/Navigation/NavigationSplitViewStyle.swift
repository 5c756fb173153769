import TandemUIKit

/// How a `NavigationSplitView` arranges its columns on a regular width:
/// `.automatic`, `.balanced` or `.prominentDetail`.
public protocol NavigationSplitViewStyle {}

extension View {
    /// Arranges the columns of the navigation split views inside with
    /// `style` (the split view controller's `preferredSplitBehavior`:
    /// `.balanced` tiles, `.prominentDetail` overlays).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        let behavior: UISplitViewController.SplitBehavior =
            style is BalancedNavigationSplitViewStyle
            ? .tile : style is ProminentDetailNavigationSplitViewStyle ? .overlay : .automatic
        return environment(\.navigationSplitBehavior, behavior)
    }
}
