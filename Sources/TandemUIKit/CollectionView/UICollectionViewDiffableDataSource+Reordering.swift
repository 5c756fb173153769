import Foundation

/// A data source the collection view asks when the user drags an item by
/// its reorder grip: whether it may move, and to move it.
@MainActor
protocol ReorderingDataSource: AnyObject {
    /// Whether the item at `indexPath` may be dragged.
    func canReorderItem(at indexPath: IndexPath) -> Bool
    /// Moves the item at `source` to `destination` (an index path in the data after the move).
    func reorderItem(from source: IndexPath, to destination: IndexPath)
}

extension UICollectionViewDiffableDataSource: ReorderingDataSource {
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }

    /// Applies the move as a snapshot, between the handlers' `willReorder`
    /// and `didReorder`, with the transaction describing it.
    func reorderItem(from source: IndexPath, to destination: IndexPath) {
        let initial = snapshot()
        guard let item = itemIdentifier(for: source), source != destination,
            let targetSection = initial.sectionIdentifiers[safe: destination.section]
        else { return }
        var final = initial
        final.deleteItems([item])
        let remaining = final.itemIdentifiers(inSection: targetSection)
        if destination.item < remaining.count {
            final.insertItems([item], beforeItem: remaining[destination.item])
        } else {
            final.appendItems([item], toSection: targetSection)
        }
        let sections = Set([initial.sectionIdentifiers[safe: source.section], targetSection].compactMap { $0 })
        let sectionTransactions = initial.sectionIdentifiers.filter(sections.contains).map { section in
            let before = initial.itemIdentifiers(inSection: section), after = final.itemIdentifiers(inSection: section)
            var initialTree = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            initialTree.append(before)
            var finalTree = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            finalTree.append(after)
            return NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: initialTree, finalSnapshot: finalTree, difference: after.difference(from: before))
        }
        let transaction = NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final, difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers),
            sectionTransactions: sectionTransactions)
        reorderingHandlers.willReorder?(transaction)
        apply(final, animatingDifferences: false)
        reorderingHandlers.didReorder?(transaction)
    }
}
