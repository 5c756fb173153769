import Foundation
import TandemUIKit

/// A list's table data: the snapshot of its sections and rows, each row's
/// cell hosting the row's SwiftUI view, and the edit actions of its `ForEach`es.
@MainActor
final class ListDataSource: UITableViewDiffableDataSource<AnyHashable, AnyHashable> {
    /// The sections, as last given by the list.
    var sections: [ListSectionItem] = []

    func row(at path: IndexPath) -> ListRowItem? {
        guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.row) else { return nil }
        return sections[path.section].rows[path.row]
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        row(at: indexPath)?.delete != nil
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let delete = row(at: indexPath)?.delete else { return }
        delete.action(IndexSet(integer: delete.offset))
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        row(at: indexPath)?.move != nil
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let move = row(at: sourceIndexPath)?.move, let target = row(at: destinationIndexPath)?.move else { return }
        // SwiftUI's destination offset is where the row goes before the move takes it out.
        let destination = target.offset > move.offset ? target.offset + 1 : target.offset
        move.action(IndexSet(integer: move.offset), destination)
    }
}
