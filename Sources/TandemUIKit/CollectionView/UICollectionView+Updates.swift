public import Foundation

extension UICollectionView {
    /// Runs `updates` (which inserts, deletes, moves and reloads items and
    /// sections) as one batch, checked against the data source's new counts,
    /// then `completion` with true: when the items' animation ends (in a
    /// window; see the layout's appearing and disappearing attributes), or
    /// at once when nothing animates. A batch that does not explain the
    /// new counts is reported with UIKit's "Invalid update" message and the
    /// view reloads instead (UIKit raises an exception).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batch.begin()
        updates?()
        if let changes = batch.end() {
            apply(changes) { completion?(true) }
        } else {
            completion?(true)
        }
    }

    /// Inserts items (index paths after the update); the data source must already have them.
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows.formUnion(indexPaths) } }
    /// Deletes items (index paths before the update); the data source must no longer have them.
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows.formUnion(indexPaths) } }
    /// Asks the data source again for the items' cells (new cells, measured again).
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows.formUnion(indexPaths) } }
    /// Moves an item; the data source must already have it at `newIndexPath`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }
    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Reloads sections: every item's cell is asked for again.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Updates the items' cells in place: the data source is asked for each
    /// item on screen again, and dequeuing for that item hands back its own
    /// cell (not prepared for reuse), so its state stays; the cell is measured
    /// again. Items off screen have nothing to update.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        layoutIfNeeded()
        let result = CellReconfiguration.run(
            indexPaths, visible: visibleCellsByPath, component: "UICollectionView", method: "reconfigureItems",
            mark: { reconfiguring = $0 },
            ask: { dataSource.collectionView(self, cellForItemAt: $0) })
        if !result.replaced.isEmpty { reloadItems(at: result.replaced) }
        // The cells kept are measured again: their content may have changed size.
        var remeasures = false
        for path in result.kept where measuredPaths.remove(path) != nil { remeasures = true }
        if remeasures {
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    /// Adds a change to the open batch, or applies it alone.
    func record(_ change: (inout TableUpdates) -> Void) {
        if let updates = batch.record(change) { apply(updates) {} }
    }

    /// Applies a batch: cells of items that stay keep showing them at their
    /// new index paths; deleted and reloaded items' cells end display (once
    /// they have gone, when the update animates). `completion` runs when
    /// the animation ends.
    private func apply(_ updates: TableUpdates, completion: @escaping () -> Void) {
        // Before the first load there is nothing to update: the next layout loads everything.
        guard let old = itemCounts, !updates.isEmpty else { return completion() }
        let newCounts = currentItemCounts()
        guard let plan = UpdatePlan(updates, old: old, new: newCounts, vocabulary: .collection) else {
            reloadData()
            return completion()
        }
        let animator = ItemAnimator(collectionView: self)
        itemCounts = newCounts
        let moved = plan.newIndexPaths(of: Set(visibleCellsByPath.keys).union(selectedPaths))
        let cells = visibleCellsByPath
        visibleCellsByPath = [:]
        visibleCellsByPath = UpdatePlan.carry(
            cells, ordered: <, to: { updates.reloadedRows.contains($0) ? nil : moved[$0] }
        ) {
            animator.leave($0, at: $1)
        }
        let sectionTargets = plan.sectionTargets(skipping: updates.reloadedSections)
        let supplementaries = visibleSupplementaries
        visibleSupplementaries = [:]
        visibleSupplementaries = UpdatePlan.carry(
            supplementaries, to: { key in key.movedToSection(sectionTargets[key.indexPath.section]) }
        ) {
            animator.leave($0, for: $1)
        }
        selectedPaths = selectedPaths.compactMap { moved[$0] }
        forgetMeasurements()
        collectionViewLayout.invalidateLayout()
        // The layout is prepared for the new data before it hears of the update, as in UIKit.
        animator.begin(updates, plan: plan, layout: preparedLayout)
        setNeedsLayout()
        layoutIfNeeded()
        animator.run(completion: completion)
    }
}
