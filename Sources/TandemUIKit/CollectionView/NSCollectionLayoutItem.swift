import Foundation

/// The smallest piece of a compositional layout: one cell, with its size
/// relative to the group that holds it and insets that shrink its cell
/// within that size.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Space between the item's frame and its cell; zero by default.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// Views attached to each copy of the item (badges), placed with it.
    public private(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []

    /// Creates an item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// Creates an item of `layoutSize` with `supplementaryItems` attached to each copy.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        self.init(layoutSize: layoutSize)
        self.supplementaryItems = supplementaryItems
    }
}
