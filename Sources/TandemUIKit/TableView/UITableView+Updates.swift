public import Foundation
import TandemSupport

extension UITableView {
    /// Starts a batch: the inserts, deletes, moves and reloads until
    /// ``endUpdates()`` are applied together. Batches nest.
    public func beginUpdates() {
        if updateDepth == 0 { pendingUpdates = TableUpdates() }
        updateDepth += 1
    }

    /// Ends a batch: its changes are checked against the data source's new
    /// counts and applied; the rows brought on screen get their cells now.
    public func endUpdates() {
        guard updateDepth > 0 else {
            Diagnostics.report("UITableView", "endUpdates() without beginUpdates(); ignored")
            return
        }
        updateDepth -= 1
        guard updateDepth == 0, let updates = pendingUpdates else { return }
        pendingUpdates = nil
        apply(updates)
    }

    /// Runs `updates` (which inserts, deletes, moves and reloads rows) as
    /// one batch, then `completion` with true. Tandem does not animate, so
    /// the completion runs before this returns.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Inserts rows (index paths after the update); the data source must already have them.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows.formUnion(indexPaths) }
    }

    /// Deletes rows (index paths before the update); the data source must no longer have them.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows.formUnion(indexPaths) }
    }

    /// Asks the data source again for the rows' cells and measures them again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// Updates the rows' cells in place: the data source is asked for each
    /// row on screen again, and `dequeueReusableCell(withIdentifier:for:)`
    /// hands back the row's own cell (not prepared for reuse), so its state
    /// and content view stay. Rows off screen have nothing to update.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        layoutIfNeeded()
        for path in indexPaths {
            guard let cell = visibleCellsByPath[path] else { continue }
            reconfiguring = (path, cell)
            let returned = dataSource.tableView(self, cellForRowAt: path)
            reconfiguring = nil
            if returned !== cell {
                Diagnostics.report("UITableView", "reconfigureRows: the data source returned a different cell for \(path); reloading the row")
                returned.isHidden = true
                reloadRows(at: [path], with: .none)
            }
        }
    }

    /// Moves a row; the data source must already have it at `newIndexPath`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections: every row's cell is asked for again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Adds a change to the open batch, or applies it alone.
    private func record(_ change: (inout TableUpdates) -> Void) {
        if updateDepth > 0, pendingUpdates != nil {
            change(&pendingUpdates!)
            return
        }
        var updates = TableUpdates()
        change(&updates)
        apply(updates)
    }

    // MARK: Applying

    private func apply(_ updates: TableUpdates) {
        // Before the first load there is nothing to update: the next layout loads everything.
        guard let old = geometry, !updates.isEmpty else { return }
        // Index paths shift: a row swiped open closes first.
        closeSwipe()
        let newCounts = currentRowCounts()
        guard let plan = plan(updates, old: old.rowCounts, new: newCounts) else {
            reloadData()
            return
        }
        // The new layout: rows and sections that stay keep their heights.
        let new = makeGeometry(rowCounts: newCounts) { slot in
            switch slot {
            case .row(let path):
                guard let source = plan.rows[path.section][path.row], let position = old.position(of: .row(source)) else { return nil }
                return (old.height(position), old.isMeasured(position) && !updates.reloadedRows.contains(source))
            case .header(let section), .footer(let section):
                guard let source = plan.sections[section], let position = old.position(of: slot.inSection(source)) else { return nil }
                return (old.height(position), old.isMeasured(position))
            default:
                return nil
            }
        }
        // Old index path → new, for the rows that matter: on screen or selected.
        let interesting = Set(visibleCellsByPath.keys).union(selectedPaths)
        var moved: [IndexPath: IndexPath] = [:]
        for (section, rows) in plan.rows.enumerated() {
            for (row, source) in rows.enumerated() {
                if let source, interesting.contains(source) { moved[source] = IndexPath(row: row, section: section) }
            }
        }
        let cells = visibleCellsByPath
        visibleCellsByPath = [:]
        for (path, cell) in cells.sorted(by: { $0.key < $1.key }) {
            if let target = moved[path], !updates.reloadedRows.contains(path) {
                visibleCellsByPath[target] = cell
            } else {
                endDisplaying(cell, at: path)
            }
        }
        var sectionTargets: [Int: Int] = [:]
        for (section, source) in plan.sections.enumerated() {
            if let source, !updates.reloadedSections.contains(source) { sectionTargets[source] = section }
        }
        let supplementaries = visibleSupplementaries
        visibleSupplementaries = [:]
        for (slot, view) in supplementaries {
            if let section = slot.section, let target = sectionTargets[section] {
                visibleSupplementaries[slot.inSection(target)] = view
            } else {
                endDisplaying(view, for: slot)
            }
        }
        selectedPaths = selectedPaths.compactMap { moved[$0] }
        geometry = new
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Where each new section and row comes from; nil (reported with UIKit's
    /// message) when the changes do not explain the new counts.
    private func plan(_ updates: TableUpdates, old: [Int], new: [Int]) -> (sections: [Int?], rows: [[IndexPath?]])? {
        let movedAwaySections = Set(updates.movedSections.map(\.from))
        var reservedSections: [Int: Int?] = [:]
        for section in updates.insertedSections { reservedSections[section] = .some(nil) }
        for move in updates.movedSections { reservedSections[move.to] = move.from }
        let survivingSections = old.indices.filter { !updates.deletedSections.contains($0) && !movedAwaySections.contains($0) }
        guard updates.deletedSections.allSatisfy({ old.indices.contains($0) }),
            let sections = TableUpdates.fill(count: new.count, reserved: reservedSections, survivors: survivingSections)
        else {
            Diagnostics.report(
                "UITableView",
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(new.count)) must be equal to the number of sections contained in the table view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(updates.insertedSections.count) inserted, \(updates.deletedSections.count) deleted). Reloaded the table instead.")
            return nil
        }
        let movedAwayRows = Set(updates.movedRows.map(\.from))
        var rows: [[IndexPath?]] = []
        for (section, source) in sections.enumerated() {
            guard let source, !updates.reloadedSections.contains(source) else {
                rows.append([IndexPath?](repeating: nil, count: new[section]))
                continue
            }
            var reserved: [Int: IndexPath?] = [:]
            for path in updates.insertedRows where path.section == section { reserved[path.row] = .some(nil) }
            let movesIn = updates.movedRows.filter { $0.to.section == section }
            for move in movesIn { reserved[move.to.row] = move.from }
            let survivors = (0..<old[source]).map { IndexPath(row: $0, section: source) }.filter {
                !updates.deletedRows.contains($0) && !movedAwayRows.contains($0)
            }
            guard let filled = TableUpdates.fill(count: new[section], reserved: reserved, survivors: survivors) else {
                let inserted = updates.insertedRows.filter { $0.section == section }.count
                let deleted = updates.deletedRows.filter { $0.section == source }.count
                let movedOut = updates.movedRows.filter { $0.from.section == source && $0.to.section != section }.count
                let movedIn = movesIn.filter { $0.from.section != source }.count
                Diagnostics.report(
                    "UITableView",
                    "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(new[section])) must be equal to the number of rows contained in that section before the update (\(old[source])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out). Reloaded the table instead.")
                return nil
            }
            rows.append(filled)
        }
        return (sections, rows)
    }
}
