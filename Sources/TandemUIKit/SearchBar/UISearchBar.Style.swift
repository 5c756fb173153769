extension UISearchBar {
    /// Whether a search bar draws a background behind its field, with UIKit's raw values.
    public enum Style: UInt, Sendable {
        /// The default look; the same as ``prominent``, as on iOS.
        case `default` = 0
        /// A background behind an opaque field. Tandem draws the background
        /// opaque (``UISearchBar/barTintColor``, else the system background)
        /// where iOS makes it translucent.
        case prominent = 1
        /// No background (unless ``UISearchBar/barTintColor`` is set); only the field.
        case minimal = 2
    }
}
