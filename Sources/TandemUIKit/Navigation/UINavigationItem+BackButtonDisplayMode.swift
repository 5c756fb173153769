import Foundation

extension UINavigationItem {
    /// Which title the back button to an item shows, when the item has no ``UINavigationItem/backBarButtonItem``.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The item's ``UINavigationItem/backButtonTitle``, else its title, else "Back".
        case `default` = 0
        /// "Back", whatever the item's titles.
        case generic = 1
        /// No title: the chevron alone.
        case minimal = 2
    }
}
