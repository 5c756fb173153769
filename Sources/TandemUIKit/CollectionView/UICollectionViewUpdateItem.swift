public import Foundation

/// One change of a batch update, as a collection view hands it to its
/// layout's ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``:
/// an item or a section inserted, deleted, reloaded or moved.
///
/// A section's change has index paths whose item is `NSNotFound`, as in
/// UIKit. Main actor only.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem {
    /// Where the item or section was before the update; nil for an insertion.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// Where the item or section is after the update; nil for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }

    /// The changes of a batch, sections first, in the order UIKit lists
    /// them: deletions, insertions, reloads, moves.
    static func items(of updates: TableUpdates) -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [UICollectionViewUpdateItem] = []
        items += updates.deletedSections.map { .init(action: .delete, before: section($0), after: nil) }
        items += updates.insertedSections.map { .init(action: .insert, before: nil, after: section($0)) }
        items += updates.reloadedSections.map { .init(action: .reload, before: section($0), after: section($0)) }
        items += updates.movedSections.map { .init(action: .move, before: section($0.from), after: section($0.to)) }
        items += updates.deletedRows.sorted().map { .init(action: .delete, before: $0, after: nil) }
        items += updates.insertedRows.sorted().map { .init(action: .insert, before: nil, after: $0) }
        items += updates.reloadedRows.sorted().map { .init(action: .reload, before: $0, after: $0) }
        items += updates.movedRows.map { .init(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}
