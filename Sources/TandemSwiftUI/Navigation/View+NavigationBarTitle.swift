import Foundation

// iOS 13's names for the navigation title, which iOS 14 replaced with
// `navigationTitle(_:)` and `navigationBarTitleDisplayMode(_:)`; they set
// the same things.
extension View {
    /// Sets the navigation bar's title while this view is the screen of a
    /// navigation stack, as `navigationTitle(_:)` does.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation bar's title from a localized key.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Sets the navigation bar's title from a string (not localized).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Sets the navigation bar's title and how it is shown (large or
    /// inline), as `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)` does.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation bar's title from a localized key, and how it is shown.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// Sets the navigation bar's title from a string (not localized), and how it is shown.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }
}
