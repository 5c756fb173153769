import Foundation

extension UISplitViewController {
    /// Which columns are shown, and whether they sit beside or over the secondary one.
    public enum DisplayMode: Int, Sendable {
        /// The split view controller chooses from its size: beside on a landscape width, the secondary only otherwise.
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column (the primary, or the supplementary of a triple-column interface) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary, which keeps the whole width.
        case oneOverSecondary = 3
        /// The primary and supplementary columns beside the secondary.
        case twoBesideSecondary = 4
        /// The primary and supplementary columns over the secondary.
        case twoOverSecondary = 5
        /// The primary and supplementary columns, pushing the secondary off the trailing edge.
        case twoDisplaceSecondary = 6

        /// The classic name of ``secondaryOnly``.
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// The classic name of ``oneBesideSecondary``.
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// The classic name of ``oneOverSecondary``.
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }
}
