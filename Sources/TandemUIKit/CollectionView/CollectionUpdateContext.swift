import Foundation

/// What a layout knows about a collection view's batch update while it
/// runs: which items and sections came and went, where each new item and
/// section came from, and the attributes the elements on screen had before.
/// The default appearing and disappearing attributes of
/// `UICollectionViewLayout` are worked out from it.
@MainActor
struct CollectionUpdateContext {
    /// New index paths of inserted and reloaded items.
    let insertedItems: Set<IndexPath>
    /// Old index paths of deleted and reloaded items.
    let deletedItems: Set<IndexPath>
    /// New indexes of inserted and reloaded sections.
    let insertedSections: IndexSet
    /// Old indexes of deleted and reloaded sections.
    let deletedSections: IndexSet
    /// The update's plan: where each new item and section came from.
    let plan: UpdatePlan
    /// Copies of the attributes the items on screen had before, by old index path.
    let oldItems: [IndexPath: UICollectionViewLayoutAttributes]
    /// Copies of the attributes the supplementary views on screen had before, by old key.
    let oldSupplementaries: [UICollectionView.SupplementaryKey: UICollectionViewLayoutAttributes]

    init(
        updates: TableUpdates, plan: UpdatePlan, oldItems: [IndexPath: UICollectionViewLayoutAttributes],
        oldSupplementaries: [UICollectionView.SupplementaryKey: UICollectionViewLayoutAttributes]
    ) {
        insertedItems = updates.insertedRows.union(updates.reloadedRows)
        deletedItems = updates.deletedRows.union(updates.reloadedRows)
        insertedSections = updates.insertedSections.union(updates.reloadedSections)
        deletedSections = updates.deletedSections.union(updates.reloadedSections)
        self.plan = plan
        self.oldItems = oldItems
        self.oldSupplementaries = oldSupplementaries
    }

    /// Whether the item at a new index path is new: inserted, reloaded, or in a new section.
    func isInserted(_ path: IndexPath) -> Bool {
        insertedItems.contains(path) || insertedSections.contains(path.section)
    }

    /// Whether the item at an old index path went: deleted, reloaded, or in a section that went.
    func isDeleted(_ path: IndexPath) -> Bool {
        deletedItems.contains(path) || deletedSections.contains(path.section)
    }

    /// The old index path of the item at a new one; nil for a new item.
    func sourceOfItem(_ path: IndexPath) -> IndexPath? {
        guard plan.items.indices.contains(path.section), plan.items[path.section].indices.contains(path.item) else {
            return nil
        }
        return plan.items[path.section][path.item]
    }

    /// The old index of a new section; nil for a new one.
    func sourceOfSection(_ section: Int) -> Int? {
        plan.sections.indices.contains(section) ? plan.sections[section] : nil
    }
}
