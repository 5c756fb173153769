import Foundation

/// How a list layout looks: its appearance (plain, grouped, inset grouped),
/// whether rows have separators, and whether sections have header and
/// footer supplementary views. Give it to
/// `UICollectionViewCompositionalLayout.list(using:)` or
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
public struct UICollectionLayoutListConfiguration {
    /// The look of the whole list.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge on the system background.
        case plain
        /// Sections apart on the grouped background.
        case grouped
        /// Grouped, inset 20 points from the sides, with rounded corners.
        case insetGrouped
        /// A sidebar (drawn as `.insetGrouped` in Tandem).
        case sidebar
        /// A plain sidebar (drawn as `.plain` in Tandem).
        case sidebarPlain
    }

    /// Whether sections show a header or footer.
    public enum HeaderMode: Int, Sendable {
        /// None.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` (or footer), from the data source.
        case supplementary
        /// The first item of each section is its header (drawn as an ordinary row in Tandem).
        case firstItemInSection
    }

    /// The look; fixed at creation.
    public let appearance: Appearance
    /// Whether rows are separated by lines; true by default.
    public var showsSeparators = true
    /// The list's background; nil for the appearance's (system background, or grouped background).
    public var backgroundColor: UIColor?
    /// Whether sections have headers; none by default.
    public var headerMode = HeaderMode.none
    /// Whether sections have footers (`.none` or `.supplementary`); none by default.
    public var footerMode = HeaderMode.none

    /// Gives the actions swiping a row reveals, for its index path; nil for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The actions a swipe from the leading edge reveals; nil for none.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe from the trailing edge reveals; nil for none.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// Creates a configuration of `appearance`.
    public init(appearance: Appearance) {
        switch appearance {
        case .sidebar: self.appearance = .insetGrouped
        case .sidebarPlain: self.appearance = .plain
        default: self.appearance = appearance
        }
    }

    /// The background the list gives its collection view.
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (appearance == .plain ? .systemBackground : .systemGroupedBackground)
    }
}
