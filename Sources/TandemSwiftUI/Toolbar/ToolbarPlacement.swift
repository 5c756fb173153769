/// A bar a toolbar modifier applies to (`toolbar(_:for:)`).
public struct ToolbarPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, bottomBar, navigationBar, tabBar
    }

    let kind: Kind

    /// The bars the platform picks: on iOS, the navigation bar.
    public static let automatic = ToolbarPlacement(kind: .automatic)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(kind: .tabBar)

    /// Whether this placement stands for the navigation bar.
    var isNavigationBar: Bool { kind == .navigationBar || kind == .automatic }
}

extension View {
    /// Shows or hides `bars` while the screen this view is in is shown.
    ///
    /// The navigation bar (and `.automatic`, which is the navigation bar on
    /// iOS, as is no bar named) is hidden and shown as `navigationBarHidden(_:)` does;
    /// `.automatic` visibility leaves it to the screen. Tandem keeps the
    /// tab bar and the bottom bar as they are: see `docs/Compatibility.md`.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        // No bar named is the automatic placement.
        let hidden: Bool? =
            bars.isEmpty || bars.contains(where: \.isNavigationBar)
            ? (visibility == .automatic ? nil : visibility == .hidden) : nil
        // A transform that writes only when asked and nothing further in
        // did: the innermost setting wins, and another bar (or automatic
        // visibility) leaves what is inside as it is.
        return transformPreference(NavigationBarHiddenKey.self) { value in
            if value == nil, let hidden { value = hidden }
        }
    }
}
