import Foundation

extension UICollectionViewDiffableDataSource {
    /// What the data source asks and tells when the user expands or
    /// collapses an outline item (with an outline disclosure accessory):
    /// whether it may, that it will, and the snapshot of the children to
    /// show under a parent that expands. Every handler is
    /// optional; without one, every item may expand and collapse.
    public struct SectionSnapshotHandlers<Item: Hashable> {
        /// Whether the item may expand; nil allows it.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Runs before the item expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse; nil allows it.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Runs before the item collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show under a parent each time it expands (given
        /// its current subtree); nil keeps the subtree it has.
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that allow everything and do nothing.
        public init() {}
    }
}
