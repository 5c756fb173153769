import Foundation
import TandemSupport

extension UITableView: RowSwipeHost {
    func swipeRowPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func swipeRowRect(for path: IndexPath) -> CGRect { rectForRow(at: path) }
    func swipeRowView(for path: IndexPath) -> UIView? { visibleCellsByPath[path] }
    var isEditingRows: Bool { isEditing }

    /// The row swiped open, if any.
    var swipe: RowSwipe? { swipes.swipe }

    /// Closes the row swiped open.
    func closeSwipe() { swipes.close() }

    /// Places the row swiped open (layout calls it).
    func placeSwipe() { swipes.place() }

    /// The actions swiping the row reveals from one edge: the delegate's, or
    /// for the trailing edge the standard Delete when the row can be edited
    /// with the delete style.
    func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegate
        if trailing {
            if let given = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) {
                return given.actions.isEmpty ? nil : given
            }
            guard let dataSource, dataSource.tableView(self, canEditRowAt: path),
                (delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete
            else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                guard let self, let dataSource = self.dataSource else { return done(false) }
                dataSource.tableView(self, commit: .delete, forRowAt: path)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        guard let given = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path),
            !given.actions.isEmpty
        else { return nil }
        return given
    }
}
