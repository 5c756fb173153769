import Foundation

/// The changes from one snapshot of a list's data to another: sections and
/// items deleted, inserted, moved (within a section and across sections)
/// and reloaded, as one batch. What the diffable data sources' `apply`
/// does, shared with SwiftUI's `List`, whose data source is not a snapshot.
@preconcurrency @MainActor
package enum SnapshotDifference {
    /// Applies the changes from `old` to `new` to `table`, whose data source
    /// already answers with `new`, as one batch.
    package static func apply<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        reloadedItems: Set<ItemIdentifierType> = [], reloadedSections: Set<SectionIdentifierType> = [],
        animation: UITableView.RowAnimation = .automatic, to table: UITableView
    ) {
        let changes = updates(from: old, to: new, reloadedItems: reloadedItems, reloadedSections: reloadedSections)
        table.performBatchUpdates { table.record { $0.merge(changes) } }
    }

    /// Applies the changes from `old` to `new`, the items of `table`'s
    /// section `section` before and after (the only changes: the data
    /// source already answers with `new`), as one batch, without
    /// animation. What ``apply(from:to:reloadedItems:reloadedSections:animation:to:)``
    /// does for snapshots that differ in one section's items, without
    /// making snapshots. Returns the positions in `new` of the items
    /// inserted, or nil — nothing applied — when either list holds an item twice.
    package static func applyItems<ItemIdentifierType: Hashable>(
        from old: [ItemIdentifierType], to new: [ItemIdentifierType], inSection section: Int, to table: UITableView
    ) -> [Int]? {
        guard let difference = OrderedDifference(uniqueFrom: old, to: new) else { return nil }
        var changes = TableUpdates()
        changes.deletedRows = Set(difference.removed.map { IndexPath(row: $0, section: section) })
        changes.insertedRows = Set(difference.inserted.map { IndexPath(row: $0, section: section) })
        changes.movedRows = difference.moved.map {
            (IndexPath(row: $0.from, section: section), IndexPath(row: $0.to, section: section))
        }
        table.performBatchUpdates { table.record { $0.merge(changes) } }
        return difference.inserted
    }

    /// The batch that turns a view showing `old` into one showing `new`:
    /// deletions and reloads at old index paths, insertions at new ones,
    /// moves from one to the other.
    nonisolated static func updates<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        reloadedItems: Set<ItemIdentifierType>, reloadedSections: Set<SectionIdentifierType>
    ) -> TableUpdates {
        var updates = TableUpdates()
        let sections = OrderedDifference(from: old.sectionIdentifiers, to: new.sectionIdentifiers)
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.sectionIdentifiers.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: new.sectionIdentifiers.enumerated().map { ($1, $0) })
        updates.deletedSections = IndexSet(sections.removed)
        updates.insertedSections = IndexSet(sections.inserted)
        updates.movedSections = sections.moved
        updates.reloadedSections = IndexSet(reloadedSections.compactMap { oldSectionIndex[$0] })
        // Items: within each section that stays, and across sections.
        for (section, id) in new.sectionIdentifiers.enumerated() {
            let newItems = new.itemIdentifiers(inSection: id)
            guard let oldSection = oldSectionIndex[id], !reloadedSections.contains(id) else { continue }
            let oldItems = old.itemIdentifiers(inSection: id)
            let difference = OrderedDifference(from: oldItems, to: newItems)
            for index in difference.removed {
                // Gone, or moved to another section (a move from here).
                let item = oldItems[index]
                if let target = new.sectionIdentifier(containingItem: item), let targetIndex = newSectionIndex[target],
                    oldSectionIndex[target] != nil, !reloadedSections.contains(target),
                    let row = new.itemIdentifiers(inSection: target).firstIndex(of: item)
                {
                    updates.movedRows.append(
                        (IndexPath(row: index, section: oldSection), IndexPath(row: row, section: targetIndex)))
                } else {
                    updates.deletedRows.insert(IndexPath(row: index, section: oldSection))
                }
            }
            for index in difference.inserted {
                // Arrived from another section that stays: the move above covers it.
                if let fromID = old.sectionIdentifier(containingItem: newItems[index]), fromID != id,
                    newSectionIndex[fromID] != nil, !reloadedSections.contains(fromID)
                {
                    continue
                }
                updates.insertedRows.insert(IndexPath(row: index, section: section))
            }
            for move in difference.moved {
                updates.movedRows.append(
                    (IndexPath(row: move.from, section: oldSection), IndexPath(row: move.to, section: section)))
            }
            // (Skipped without reloads: each check hashes an item.)
            for row in oldItems.indices
            where !reloadedItems.isEmpty && reloadedItems.contains(oldItems[row])
                && new.sectionIdentifier(containingItem: oldItems[row]) == id
            {
                updates.reloadedRows.insert(IndexPath(row: row, section: oldSection))
            }
        }
        return updates
    }
}
