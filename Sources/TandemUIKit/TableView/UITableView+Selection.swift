public import Foundation
import TandemSupport

extension UITableView {
    /// The selected row (the first selected, when several are); nil for none.
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.min() }

    /// The selected rows, in order; nil for none.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths.sorted()
    }

    /// Selects the row without telling the delegate (as UIKit), deselecting
    /// the others unless the table allows several; nil deselects every row.
    /// The table scrolls to `scrollPosition` unless it is `.none`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { deselectRow(at: path, animated: animated) }
            return
        }
        guard loadedGeometry.position(of: .row(indexPath)) != nil else {
            Diagnostics.report("UITableView", "selectRow(at:) with an index path out of range \(indexPath); ignored")
            return
        }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        visibleCellsByPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without telling the delegate (as UIKit).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: Touches

    /// Whether taps select rows now.
    private var selectsOnTap: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    private var selectsSeveral: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// A touch down on a row highlights it (when the delegate allows);
    /// false when the touch is not the table's to handle.
    func touchBegan(at point: CGPoint) -> Bool {
        guard selectsOnTap else { return false }
        guard let path = indexPathForRow(at: point), let cell = visibleCellsByPath[path] else { return true }
        touchStart = point
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return true }
        touchedPath = path
        cell.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: path)
        return true
    }

    /// A touch that moves away (a drag) drops the highlight.
    func touchMoved(to point: CGPoint) {
        if hypot(point.x - touchStart.x, point.y - touchStart.y) > 10 { unhighlight() }
    }

    /// A touch lifted on the row it went down on selects it: the delegate
    /// hears `didUnhighlight`, `willSelect`, then `willDeselect` and
    /// `didDeselect` for a row the selection replaces, then `didSelect`.
    /// With several selections allowed, a tap on a selected row deselects it.
    func touchEnded() {
        guard let path = touchedPath else { return }
        unhighlight()
        if selectsSeveral, selectedPaths.contains(path) {
            userDeselect(path)
            return
        }
        let proposed: IndexPath? = tableDelegate.map { $0.tableView(self, willSelectRowAt: path) } ?? path
        guard let target = proposed else { return }
        if !selectsSeveral {
            for old in selectedPaths where old != target { userDeselect(old) }
        }
        if !selectedPaths.contains(target) { selectedPaths.append(target) }
        visibleCellsByPath[target]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    /// The system took the touch (the table scrolls), or it moved away: the highlight goes.
    func unhighlight() {
        guard let path = touchedPath else { return }
        touchedPath = nil
        visibleCellsByPath[path]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: path)
    }

    private func userDeselect(_ path: IndexPath) {
        let proposed: IndexPath? = tableDelegate.map { $0.tableView(self, willDeselectRowAt: path) } ?? path
        guard let target = proposed else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
