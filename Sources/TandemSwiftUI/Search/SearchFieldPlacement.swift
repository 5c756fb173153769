/// Where a `searchable` modifier puts its search field.
///
/// On iOS every placement puts the field in the navigation bar of the
/// screen the modifier is in, under the title: a screen outside a
/// navigation stack shows no field, as on iOS. Only the drawer's display
/// mode makes a difference here (whether the field may hide as the content
/// scrolls: the navigation item's `hidesSearchBarWhenScrolling`).
public struct SearchFieldPlacement: Equatable, Sendable {
    /// Whether a field in the navigation bar's drawer may hide as the content scrolls.
    public struct NavigationBarDrawerDisplayMode: Equatable, Sendable {
        let hidesWhenScrolling: Bool

        /// The field hides as the content scrolls up, and shows when it is pulled down.
        public static let automatic = NavigationBarDrawerDisplayMode(hidesWhenScrolling: true)
        /// The field always shows.
        public static let always = NavigationBarDrawerDisplayMode(hidesWhenScrolling: false)
    }

    let hidesWhenScrolling: Bool

    /// The platform's choice: the navigation bar's drawer, hiding as the content scrolls.
    public static let automatic = SearchFieldPlacement(hidesWhenScrolling: true)
    /// The navigation bar's drawer, under the title.
    public static let navigationBarDrawer = SearchFieldPlacement(hidesWhenScrolling: true)
    /// In a sidebar; on iOS the navigation bar of the sidebar's screen.
    public static let sidebar = SearchFieldPlacement(hidesWhenScrolling: true)
    /// In the toolbar; on iOS the navigation bar's drawer.
    public static let toolbar = SearchFieldPlacement(hidesWhenScrolling: true)

    /// The navigation bar's drawer, hiding as the content scrolls or always showing.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(hidesWhenScrolling: displayMode.hidesWhenScrolling)
    }
}
