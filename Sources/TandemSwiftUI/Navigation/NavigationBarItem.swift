/// Namespace of navigation bar settings a SwiftUI view can ask for.
public struct NavigationBarItem: Sendable {
    /// How the title of a navigation bar is shown.
    ///
    /// Mapped to the hosting controller's
    /// `navigationItem.largeTitleDisplayMode`; Tandem's bar draws every
    /// title inline (see docs/Compatibility.md).
    public enum TitleDisplayMode: Sendable, Hashable {
        /// As the previous screen's bar.
        case automatic
        /// A small title in the bar.
        case inline
        /// A large title below the bar.
        case large
    }
}
