public import Foundation
import TandemSupport

extension UITableView {
    /// Starts a batch: the inserts, deletes, moves and reloads until
    /// ``endUpdates()`` are applied together. Batches nest.
    public func beginUpdates() {
        batch.begin()
    }

    /// Ends a batch: its changes are checked against the data source's new
    /// counts and applied; the rows brought on screen get their cells now.
    public func endUpdates() {
        guard batch.isOpen else {
            Diagnostics.report("UITableView", "endUpdates() without beginUpdates(); ignored")
            return
        }
        if let updates = batch.end() {
            apply(updates)
        } else if !batch.isOpen {
            finishBatch()
        }
    }

    /// Runs the completions of the batches that ended (`performBatchUpdates`'s), with true.
    private func finishBatch() {
        let completions = batchCompletions
        batchCompletions = []
        for completion in completions { completion?(true) }
    }

    /// Runs `updates` (which inserts, deletes, moves and reloads rows) as
    /// one batch, then `completion` with true: when the rows' animation
    /// ends, or at once when nothing animates.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        batchCompletions.append(completion)
        endUpdates()
    }

    /// Inserts rows (index paths after the update); the data source must already have them.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) {
            $0.insertedRows.formUnion(indexPaths)
            for path in indexPaths { $0.comingRows[path] = animation }
        }
    }

    /// Deletes rows (index paths before the update); the data source must no longer have them.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) {
            $0.deletedRows.formUnion(indexPaths)
            for path in indexPaths { $0.goingRows[path] = animation }
        }
    }

    /// Asks the data source again for the rows' cells and measures them
    /// again. The rows are deselected (without telling the delegate), as
    /// UIKit deselects the rows it reloads.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for path in indexPaths where selectedPaths.contains(path) { deselectRow(at: path, animated: false) }
        record(animation) {
            $0.reloadedRows.formUnion(indexPaths)
            for path in indexPaths {
                $0.comingRows[path] = animation
                $0.goingRows[path] = animation
            }
        }
    }

    /// Updates the rows' cells in place: the data source is asked for each
    /// row on screen again, and `dequeueReusableCell(withIdentifier:for:)`
    /// hands back the row's own cell (not prepared for reuse), so its state
    /// and content view stay. Rows off screen have nothing to update.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        layoutIfNeeded()
        let result = CellReconfiguration.run(
            indexPaths, visible: visibleCellsByPath, component: "UITableView", method: "reconfigureRows",
            mark: { reconfiguring = $0 },
            ask: { dataSource.tableView(self, cellForRowAt: $0) })
        // Replaced cells are reloaded; their rows keep their selection, as reconfigured ones do.
        if !result.replaced.isEmpty { record { $0.reloadedRows.formUnion(result.replaced) } }
    }

    /// Moves a row; the data source must already have it at `newIndexPath`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.automatic) { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) {
            $0.insertedSections.formUnion(sections)
            for section in sections { $0.comingSections[section] = animation }
        }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) {
            $0.deletedSections.formUnion(sections)
            for section in sections { $0.goingSections[section] = animation }
        }
    }

    /// Reloads sections: every row's cell is asked for again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) {
            $0.reloadedSections.formUnion(sections)
            for section in sections {
                $0.comingSections[section] = animation
                $0.goingSections[section] = animation
            }
        }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record(.automatic) { $0.movedSections.append((section, newSection)) }
    }

    /// Adds a change to the open batch, or applies it alone; `change`
    /// notes how its rows come and go, and `animation` other than `.none`
    /// makes the batch animate.
    func record(_ animation: RowAnimation = .none, _ change: (inout TableUpdates) -> Void) {
        let updates = batch.record { updates in
            change(&updates)
            if animation != .none { updates.animates = true }
        }
        if let updates { apply(updates) }
    }

    // MARK: Applying

    private func apply(_ updates: TableUpdates) {
        // Before the first load there is nothing to update: the next layout loads everything.
        guard let old = geometry, !updates.isEmpty else {
            finishBatch()
            return
        }
        let animator = RowAnimator(table: self, updates: updates)
        // Index paths shift: a row swiped open closes first.
        closeSwipe()
        let newCounts = currentRowCounts()
        guard let plan = UpdatePlan(updates, old: old.rowCounts, new: newCounts, vocabulary: .table) else {
            reloadData()
            return
        }
        // The new layout: rows and sections that stay keep their heights.
        let new = makeGeometry(rowCounts: newCounts) { slot in
            switch slot {
            case .row(let path):
                guard let source = plan.items[path.section][path.row], let position = old.position(of: .row(source))
                else { return nil }
                return (old.height(position), old.isMeasured(position) && !updates.reloadedRows.contains(source))
            case .header(let section), .footer(let section):
                guard let source = plan.sections[section], let position = old.position(of: slot.inSection(source))
                else { return nil }
                return (old.height(position), old.isMeasured(position))
            default:
                return nil
            }
        }
        // Old index path → new, for the rows that matter: on screen or selected.
        let interesting = Set(visibleCellsByPath.keys).union(selectedPaths)
        let moved = plan.newIndexPaths(of: interesting)
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
            supplementaries, to: { slot in slot.section.flatMap { sectionTargets[$0] }.map(slot.inSection) }
        ) {
            animator.leave($0, for: $1)
        }
        selectedPaths = selectedPaths.compactMap { moved[$0] }
        geometry = new
        setNeedsLayout()
        layoutIfNeeded()
        // The completions wait for the rows' animation (they run at once without one).
        let completions = batchCompletions
        batchCompletions = []
        animator.run {
            for completion in completions { completion?(true) }
        }
    }
}
