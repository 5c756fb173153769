import Foundation

extension UICollectionViewDiffableDataSource {
    /// Whether the user may drag items to new places (with a reorder
    /// accessory), and what to do around a move. Reordering is on only
    /// while ``canReorderItem`` is set, as in UIKit.
    public struct ReorderingHandlers {
        /// Whether the item may be moved; nil turns reordering off.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Runs before a move is applied.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Runs after a move is applied: update the model from the transaction here.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that leave reordering off.
        public init() {}
    }
}
