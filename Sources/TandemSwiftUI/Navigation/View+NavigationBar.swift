extension View {
    /// Sets the title the navigation bar shows while this view is the
    /// screen of a navigation stack (the hosting controller's `navigationItem.title`).
    /// The outermost title in a screen wins.
    public func navigationTitle(_ title: Text) -> some View {
        preference(key: NavigationTitleKey.self, value: title.string)
    }

    /// Sets the navigation bar's title from a localized key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Sets the navigation bar's title from a string (not localized).
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Sets the navigation bar's title from a string binding: the bar shows
    /// its current value. (iOS also lets the user rename an inline title
    /// from the title's menu, with `toolbarRole(.editor)`; Tandem's bar has
    /// no title menu, so the binding is only read.)
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }

    /// Sets how the navigation bar shows the title of this screen: the
    /// hosting controller's `navigationItem.largeTitleDisplayMode`
    /// (`.inline` is `.never`, `.large` is `.always`).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        preference(key: NavigationTitleDisplayModeKey.self, value: displayMode)
    }

    /// Hides (or shows) the back button of the navigation bar while this
    /// view is the screen shown: the hosting controller's `navigationItem.hidesBackButton`.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        preference(key: NavigationBackButtonHiddenKey.self, value: hidesBackButton)
    }
}
