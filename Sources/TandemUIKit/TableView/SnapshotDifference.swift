import Foundation

/// Updates a table from one snapshot of its data to another: sections and
/// rows deleted, inserted, moved (within a section and across sections)
/// and reloaded, as one batch. What `UITableViewDiffableDataSource.apply`
/// does, shared with SwiftUI's `List`, whose data source is not a snapshot.
@preconcurrency @MainActor
package enum SnapshotDifference {
    /// Applies the changes from `old` to `new` to `table`, whose data source
    /// already answers with `new`.
    package static func apply<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        reloadedItems: Set<ItemIdentifierType> = [], reloadedSections: Set<SectionIdentifierType> = [],
        animation: UITableView.RowAnimation = .automatic, to table: UITableView
    ) {
        let sections = OrderedDifference(from: old.sectionIdentifiers, to: new.sectionIdentifiers)
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.sectionIdentifiers.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: new.sectionIdentifiers.enumerated().map { ($1, $0) })
        table.performBatchUpdates {
            table.deleteSections(IndexSet(sections.removed), with: animation)
            table.insertSections(IndexSet(sections.inserted), with: animation)
            for move in sections.moved { table.moveSection(move.from, toSection: move.to) }
            table.reloadSections(IndexSet(reloadedSections.compactMap { oldSectionIndex[$0] }), with: animation)
            // Items: within each section that stays, and across sections.
            var deleted: [IndexPath] = [], inserted: [IndexPath] = [], reloaded: [IndexPath] = []
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
                        table.moveRow(at: IndexPath(row: index, section: oldSection), to: IndexPath(row: row, section: targetIndex))
                    } else {
                        deleted.append(IndexPath(row: index, section: oldSection))
                    }
                }
                for index in difference.inserted {
                    let item = newItems[index]
                    // Arrived from another section that stays: the move above covers it.
                    if let fromID = old.sectionIdentifier(containingItem: item), fromID != id,
                        newSectionIndex[fromID] != nil, !reloadedSections.contains(fromID)
                    {
                        continue
                    }
                    inserted.append(IndexPath(row: index, section: section))
                }
                for move in difference.moved {
                    table.moveRow(at: IndexPath(row: move.from, section: oldSection), to: IndexPath(row: move.to, section: section))
                }
                for (row, item) in oldItems.enumerated() where reloadedItems.contains(item) && new.sectionIdentifier(containingItem: item) == id {
                    reloaded.append(IndexPath(row: row, section: oldSection))
                }
            }
            table.deleteRows(at: deleted, with: animation)
            table.insertRows(at: inserted, with: animation)
            table.reloadRows(at: reloaded, with: animation)
        }
    }
}
