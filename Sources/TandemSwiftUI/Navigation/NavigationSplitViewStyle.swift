/// Imported publicly: the public declarations below use its types.
public import TandemUIKit

/// How a `NavigationSplitView` arranges its columns on a regular width:
/// `.automatic`, `.balanced` or `.prominentDetail`.
public protocol NavigationSplitViewStyle {
    /// How the split view controller arranges the columns in this style.
    var _splitBehavior: UISplitViewController.SplitBehavior { get }
}

extension NavigationSplitViewStyle {
    /// An app's own style arranges the columns as the platform chooses.
    public var _splitBehavior: UISplitViewController.SplitBehavior { .automatic }
}

extension View {
    /// Arranges the columns of the navigation split views inside with
    /// `style` (the split view controller's `preferredSplitBehavior`:
    /// `.balanced` tiles, `.prominentDetail` overlays).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.navigationSplitBehavior, style._splitBehavior)
    }
}
