extension View {
    /// Puts `leading` and `trailing` in the navigation bar of the screen
    /// this view is in (the iOS 13 form of
    /// `toolbar { ToolbarItem(placement: .navigationBarLeading) … }`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(
            ToolbarModifier(entries: [
                ToolbarEntry(placement: .navigationBarLeading, content: leading, splits: true),
                ToolbarEntry(placement: .navigationBarTrailing, content: trailing, splits: true),
            ]))
    }

    /// Puts `leading` at the leading end of the navigation bar of the screen this view is in.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(
            ToolbarModifier(entries: [ToolbarEntry(placement: .navigationBarLeading, content: leading, splits: true)]))
    }

    /// Puts `trailing` at the trailing end of the navigation bar of the screen this view is in.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(
            ToolbarModifier(entries: [ToolbarEntry(placement: .navigationBarTrailing, content: trailing, splits: true)])
        )
    }

    /// Hides (or shows) the navigation bar while the screen this view is in
    /// is shown: its navigation controller's `setNavigationBarHidden(_:animated:)`
    /// as the screen comes on top (a screen that asks nothing shows it).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        preference(key: NavigationBarHiddenKey.self, value: hidden)
    }

    /// Sets the style of the `NavigationView`s inside this view. Tandem's
    /// navigation views are one stack in every style, so the view is
    /// unchanged (see ``NavigationViewStyle``).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}

/// Whether a view asks its navigation bar to hide (first in view order wins).
struct NavigationBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool? { nil }

    static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        if value == nil { value = nextValue() }
    }
}

extension NavigationLink {
    /// Whether the link shows its destination in the detail column of a
    /// double-column navigation view. Tandem's navigation views are one
    /// stack, so every link pushes on it whatever this says.
    public func isDetailLink(_ isDetailLink: Bool) -> some View {
        self
    }
}
