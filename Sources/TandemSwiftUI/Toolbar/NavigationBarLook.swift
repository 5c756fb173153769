import TandemUIKit

/// How a screen's content asks its navigation bar to look
/// (`toolbarBackground(_:for:)`, `toolbarColorScheme(_:for:)`): each part
/// is the innermost setting, nil where none asks.
struct NavigationBarLook: Equatable {
    /// The bar's background, where it shows.
    var background: Color?
    /// Whether the background shows: `.visible` at the scroll edge too,
    /// `.hidden` never; `.automatic` (as nil) only once content scrolls under it.
    var visibility: Visibility?
    /// The color scheme of the bar's titles.
    var colorScheme: ColorScheme?

    /// The appearances the bar takes in `environment`: at its standard
    /// height and at the content's scroll edge.
    @MainActor func appearances(
        in environment: EnvironmentValues
    ) -> (standard: UINavigationBarAppearance, scrollEdge: UINavigationBarAppearance) {
        let standard = UINavigationBarAppearance()
        if visibility == .hidden {
            standard.configureWithTransparentBackground()
        } else if let background {
            standard.configureWithOpaqueBackground()
            standard.backgroundColor = background.resolved(in: environment)
        }
        // At the scroll edge the bar is transparent unless its background is made visible.
        let scrollEdge: UINavigationBarAppearance
        if visibility == .visible {
            scrollEdge = standard.copy()
        } else {
            scrollEdge = UINavigationBarAppearance()
            scrollEdge.configureWithTransparentBackground()
        }
        if let colorScheme {
            let title: UIColor = colorScheme == .dark ? .white : .black
            for appearance in [standard, scrollEdge] {
                appearance.titleTextAttributes[.foregroundColor] = title
                appearance.largeTitleTextAttributes[.foregroundColor] = title
            }
        }
        return (standard, scrollEdge)
    }
}
