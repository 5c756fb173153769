import Foundation

/// The current snapshot of a diffable data source (table or collection)
/// and what applying a new one changes: the batch of section and item
/// inserts, deletes, moves and reloads that turns the old snapshot into
/// the new one, found with ``OrderedDifference``.
struct DiffableStore<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot the view shows.
    private(set) var current = Snapshot()

    /// Makes `snapshot` current without comparing (a reload).
    mutating func reset(to snapshot: Snapshot) {
        var new = snapshot
        new.clearMarks()
        current = new
    }

    /// Makes `snapshot` current and returns the batch that updates a view
    /// showing the old one. Items marked for reconfiguring are reloaded in
    /// the batch unless `reconfiguresInPlace`, in which case their new index
    /// paths are returned for the view to reconfigure after the batch.
    mutating func replace(with snapshot: Snapshot, reconfiguresInPlace: Bool) -> (updates: TableUpdates, reconfigured: [IndexPath]) {
        let old = current
        var new = snapshot
        let reconfiguredItems = Set(new.reconfiguredItemIdentifiers)
        var reloadedItems = Set(new.reloadedItemIdentifiers)
        if !reconfiguresInPlace { reloadedItems.formUnion(reconfiguredItems) }
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        new.clearMarks()
        current = new
        var updates = TableUpdates()
        let sections = OrderedDifference(from: old.sectionIdentifiers, to: new.sectionIdentifiers)
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.sectionIdentifiers.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: new.sectionIdentifiers.enumerated().map { ($1, $0) })
        updates.deletedSections = IndexSet(sections.removed)
        updates.insertedSections = IndexSet(sections.inserted)
        updates.movedSections = sections.moved
        updates.reloadedSections = IndexSet(reloadedSections.compactMap { oldSectionIndex[$0] })
        // Items: within each section that stays, and across sections.
        var oldPaths: [ItemIdentifierType: IndexPath] = [:]
        for (section, id) in old.sectionIdentifiers.enumerated() {
            for (row, item) in old.itemIdentifiers(inSection: id).enumerated() { oldPaths[item] = IndexPath(row: row, section: section) }
        }
        /// Whether a section is in both snapshots and not reloaded (its items are compared).
        func isCompared(_ id: SectionIdentifierType) -> Bool {
            oldSectionIndex[id] != nil && newSectionIndex[id] != nil && !reloadedSections.contains(id)
        }
        var reconfigured: [IndexPath] = []
        for (section, id) in new.sectionIdentifiers.enumerated() {
            let newItems = new.itemIdentifiers(inSection: id)
            guard let oldSection = oldSectionIndex[id], !reloadedSections.contains(id) else { continue }
            let oldItems = old.itemIdentifiers(inSection: id)
            let difference = OrderedDifference(from: oldItems, to: newItems)
            for index in difference.removed {
                // Gone, or moved to another section (a move from here).
                let item = oldItems[index]
                if let target = new.sectionIdentifier(containingItem: item), isCompared(target), let targetIndex = newSectionIndex[target],
                    let row = new.itemIdentifiers(inSection: target).firstIndex(of: item)
                {
                    updates.movedRows.append((IndexPath(row: index, section: oldSection), IndexPath(row: row, section: targetIndex)))
                } else {
                    updates.deletedRows.insert(IndexPath(row: index, section: oldSection))
                }
            }
            for index in difference.inserted {
                // Arrived from another section that stays: the move above covers it.
                if let from = oldPaths[newItems[index]], let fromID = old.sectionIdentifiers[safe: from.section], fromID != id, isCompared(fromID) {
                    continue
                }
                updates.insertedRows.insert(IndexPath(row: index, section: section))
            }
            for move in difference.moved {
                updates.movedRows.append((IndexPath(row: move.from, section: oldSection), IndexPath(row: move.to, section: section)))
            }
            for (row, item) in oldItems.enumerated() where reloadedItems.contains(item) && new.sectionIdentifier(containingItem: item) == id {
                updates.reloadedRows.insert(IndexPath(row: row, section: oldSection))
            }
            for (row, item) in newItems.enumerated() where reconfiguresInPlace && reconfiguredItems.contains(item) {
                reconfigured.append(IndexPath(row: row, section: section))
            }
        }
        return (updates, reconfigured)
    }

    // MARK: Lookups

    /// The item at `indexPath`; nil out of range.
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard let section = current.sectionIdentifiers[safe: indexPath.section] else { return nil }
        return current.itemIdentifiers(inSection: section)[safe: indexPath.item]
    }

    /// Where `itemIdentifier` is; nil when it is not in the snapshot.
    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
            let sectionIndex = current.indexOfSection(section),
            let item = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
        else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The number of items in the section at `index`; 0 out of range.
    func numberOfItems(inSection index: Int) -> Int {
        current.sectionIdentifiers[safe: index].map { current.numberOfItems(inSection: $0) } ?? 0
    }
}
