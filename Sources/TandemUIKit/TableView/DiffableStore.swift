import Foundation

/// The current snapshot of a diffable data source (table or collection)
/// and what applying a new one changes: the batch of section and item
/// inserts, deletes, moves and reloads that turns the old snapshot into
/// the new one (``SnapshotDifference``).
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
    mutating func replace(with snapshot: Snapshot, reconfiguresInPlace: Bool) -> (
        updates: TableUpdates, reconfigured: [IndexPath]
    ) {
        let old = current
        var new = snapshot
        let reconfiguredItems = Set(new.reconfiguredItemIdentifiers)
        var reloadedItems = Set(new.reloadedItemIdentifiers)
        if !reconfiguresInPlace { reloadedItems.formUnion(reconfiguredItems) }
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        new.clearMarks()
        current = new
        let updates = SnapshotDifference.updates(
            from: old, to: new, reloadedItems: reloadedItems, reloadedSections: reloadedSections)
        var reconfigured: [IndexPath] = []
        if reconfiguresInPlace, !reconfiguredItems.isEmpty {
            for (section, id) in new.sectionIdentifiers.enumerated() {
                for (item, identifier) in new.itemIdentifiers(inSection: id).enumerated()
                where reconfiguredItems.contains(identifier) {
                    reconfigured.append(IndexPath(item: item, section: section))
                }
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
