import Foundation
import TandemSupport

extension UICollectionViewDiffableDataSource: ReorderingDataSource {
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
            return false
        }
        return canReorder(item)
    }

    /// Applies the move as a snapshot, between the handlers' `willReorder`
    /// and `didReorder`, with the transaction describing it. In a section
    /// shown from a section snapshot (an outline) the item moves with its
    /// children among its siblings; a move to another parent is reported
    /// and not made.
    func reorderItem(from source: IndexPath, to destination: IndexPath) {
        let initial = snapshot()
        guard let item = itemIdentifier(for: source), source != destination,
            let sourceSection = initial.sectionIdentifiers[safe: source.section],
            let targetSection = initial.sectionIdentifiers[safe: destination.section]
        else { return }
        let trees = sectionSnapshotsForReordering
        if let tree = trees[sourceSection] {
            guard targetSection == sourceSection, let target = itemIdentifier(for: destination),
                tree.parent(of: target) == tree.parent(of: item)
            else {
                return Diagnostics.report(
                    "UICollectionViewDiffableDataSource",
                    "an outline item moves only among its siblings; the move of \(item) was not made")
            }
            var moved = tree
            let subtree = tree.snapshot(of: item, includingParent: true)
            moved.delete([item])
            if source.item < destination.item {
                moved.insert(subtree, after: target)
            } else {
                moved.insert(subtree, before: target)
            }
            let transaction = makeTransaction(initial: initial, sections: [(sourceSection, tree, moved)]) { whole in
                whole.deleteItems(whole.itemIdentifiers(inSection: sourceSection))
                whole.appendItems(moved.visibleItems, toSection: sourceSection)
            }
            reorderingHandlers.willReorder?(transaction)
            apply(moved, to: sourceSection, animatingDifferences: false)
            reorderingHandlers.didReorder?(transaction)
            return
        }
        var final = initial
        final.deleteItems([item])
        let remaining = final.itemIdentifiers(inSection: targetSection)
        if destination.item < remaining.count {
            final.insertItems([item], beforeItem: remaining[destination.item])
        } else {
            final.appendItems([item], toSection: targetSection)
        }
        let touched = initial.sectionIdentifiers.filter { $0 == sourceSection || $0 == targetSection }.map { section in
            (
                section, Self.flatTree(initial.itemIdentifiers(inSection: section)),
                Self.flatTree(final.itemIdentifiers(inSection: section))
            )
        }
        let transaction = makeTransaction(initial: initial, sections: touched) { $0 = final }
        reorderingHandlers.willReorder?(transaction)
        apply(final, animatingDifferences: false)
        reorderingHandlers.didReorder?(transaction)
    }

    /// The transaction of a move: `initial`, the data `change` makes of it,
    /// and each touched section's trees before and after.
    private func makeTransaction(
        initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        sections: [(
            SectionIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
            NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
        )],
        change: (inout NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> Void
    ) -> NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType> {
        var final = initial
        change(&final)
        return NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers),
            sectionTransactions: sections.map { section, before, after in
                NSDiffableDataSourceSectionTransaction(
                    sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after,
                    difference: after.items.difference(from: before.items))
            })
    }

    /// `items` as roots of a section snapshot.
    private static func flatTree(_ items: [ItemIdentifierType]) -> NSDiffableDataSourceSectionSnapshot<
        ItemIdentifierType
    > {
        var tree = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        tree.append(items)
        return tree
    }
}
