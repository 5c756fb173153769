import Foundation

/// What a compositional layout applies across its sections: the space
/// between them and supplementary items at the edges of the whole layout
/// (a header above every section, a footer below them).
///
/// Tandem lays compositional layouts out vertically: a horizontal
/// ``scrollDirection`` is reported and laid out vertically.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the layout scrolls along; vertical by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between consecutive sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: `.top` ones above the first
    /// section, `.bottom` ones below the last.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// The default configuration: vertical, no spacing, no boundary items.
    public init() {}
}
