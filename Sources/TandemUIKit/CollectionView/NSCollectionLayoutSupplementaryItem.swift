import Foundation

/// A supplementary view attached to an item or a group (a badge, say):
/// the layout places one for each item (or group) it decorates, at its
/// ``containerAnchor``, with the item's index path; the data source makes
/// its view for the ``elementKind``.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The supplementary kind asked of the data source.
    public let elementKind: String
    /// Where it attaches to its item or group.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which of its own points goes at the container's anchor point; nil for the same edges.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Its stacking order; above the cells (1) by default.
    open var zIndex = 1

    /// An item of `layoutSize` (fractions are of the container's size) attached at `containerAnchor`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// An item whose point at `itemAnchor` goes at the container's `containerAnchor`.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// Boundary items (headers, footers) are made by their own class.
    init(boundaryLayoutSize layoutSize: NSCollectionLayoutSize, elementKind: String, edges: NSDirectionalRectEdge) {
        self.elementKind = elementKind
        containerAnchor = NSCollectionLayoutAnchor(edges: edges)
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }
}
