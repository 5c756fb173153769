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
