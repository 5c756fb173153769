import Foundation
import TandemUIKit

/// A list's table data: its sections, each row made when the table asks
/// for it, the cell hosting the row's SwiftUI view, and the edit actions of
/// its `ForEach`es.
@MainActor
final class ListDataSource: UITableViewDataSource {
    /// The sections, as last given by the list.
    var sections: [ListSectionItem] = []
    /// Configures a row's cell.
    let configure: (UITableViewCell, ListRowItem) -> Void

    init(configure: @escaping (UITableViewCell, ListRowItem) -> Void) {
        self.configure = configure
    }

    func row(at path: IndexPath) -> ListRowItem? {
        sections[safe: path.section]?.row(at: path.row)
    }

    /// The sections and their rows' keys, for the differences of an update.
    var snapshot: NSDiffableDataSourceSnapshot<AnyHashable, ListRowKey> {
        var snapshot = NSDiffableDataSourceSnapshot<AnyHashable, ListRowKey>()
        for section in sections {
            snapshot.appendSections([section.key])
            snapshot.appendItems(section.keys, toSection: section.key)
        }
        return snapshot
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[safe: section]?.rowCount ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ListTableView.cellIdentifier, for: indexPath)
        if let row = row(at: indexPath) { configure(cell, row) }
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        row(at: indexPath)?.delete != nil
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let delete = row(at: indexPath)?.delete else { return }
        delete.action(IndexSet(integer: delete.offset))
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        row(at: indexPath)?.move != nil
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let move = row(at: sourceIndexPath)?.move, let target = row(at: destinationIndexPath)?.move else { return }
        // SwiftUI's destination offset is where the row goes before the move takes it out.
        let destination = target.offset > move.offset ? target.offset + 1 : target.offset
        move.action(IndexSet(integer: move.offset), destination)
    }
}
