public import Foundation

/// A section of a compositional layout: a group repeated until the section's
/// items run out, one under another, with spacing between the groups,
/// insets around them, and boundary supplementary items (headers and
/// footers) — or, with an ``orthogonalScrollingBehavior``, side by side in
/// one row the user scrolls sideways — and decoration items behind it.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The group repeated over the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// Space around the section's groups (inside its headers and footers).
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The headers and footers of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers follow the leading and trailing content insets; true by default.
    open var supplementariesFollowContentInsets = true
    /// Whether the section scrolls sideways, and where it comes to rest; `.none` by default.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Views drawn behind the section (backgrounds), of kinds registered with the layout.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// The list look this section has, when it was made with ``list(using:layoutEnvironment:)``.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// Creates a section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A section that looks like a table's section: full-width, self-sizing
    /// rows (44 points for a line of body text) with separators, grouped
    /// spacing and, for `.insetGrouped`, 20-point side insets and rounded corners.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    )
        -> NSCollectionLayoutSection
    {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.listConfiguration = configuration
        let grouped = configuration.appearance != .plain
        let side: CGFloat = configuration.appearance == .insetGrouped ? 20 : 0
        section.contentInsets = NSDirectionalEdgeInsets(
            top: grouped && configuration.headerMode == .none ? 35 : 0, leading: side, bottom: grouped ? 18 : 0,
            trailing: side)
        let supplementarySize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionHeader,
                    alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionFooter,
                    alignment: .bottom))
        }
        return section
    }
}
