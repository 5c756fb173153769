/// How a `NavigationView` shows its content (`navigationViewStyle(_:)`).
///
/// Tandem's navigation views are one stack in every style: the columns of
/// ``DoubleColumnNavigationViewStyle`` on a regular width are not drawn
/// (its first view is the stack's root; see docs/Compatibility.md).
public protocol NavigationViewStyle {}

/// The platform's choice of navigation view style.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

/// One stack of screens, whatever the width.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// A primary column and a detail column side by side on a regular width.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The double-column style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One stack of screens.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Columns side by side on a regular width.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
