import TandemUIKit

extension EnvironmentValues {
    private struct NavigationContextKey: EnvironmentKey {
        static var defaultValue: NavigationContext? { nil }
    }

    /// The navigation stack the view is shown in (its root or a pushed screen).
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}

extension EnvironmentValues {
    private struct NavigationSplitColumnKey: EnvironmentKey {
        static var defaultValue: NavigationSplitColumnRole? { nil }
    }

    private struct NavigationSplitBehaviorKey: EnvironmentKey {
        static var defaultValue: UISplitViewController.SplitBehavior { .automatic }
    }

    /// The split view column the view is shown in, if any.
    var navigationSplitColumn: NavigationSplitColumnRole? {
        get { self[NavigationSplitColumnKey.self] }
        set { self[NavigationSplitColumnKey.self] = newValue }
    }

    /// How split views inside arrange their columns (`navigationSplitViewStyle`).
    var navigationSplitBehavior: UISplitViewController.SplitBehavior {
        get { self[NavigationSplitBehaviorKey.self] }
        set { self[NavigationSplitBehaviorKey.self] = newValue }
    }
}
