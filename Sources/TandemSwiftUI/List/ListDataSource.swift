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

    /// Rows the user moved since the sections were given: the table shows
    /// them moved already, so the next update diffs from the moved order.
    var userMoves: [(from: IndexPath, to: IndexPath)] = []

    /// The sections and their rows' keys as the table shows them (with the
    /// user's moves), for the differences of an update.
    var snapshot: NSDiffableDataSourceSnapshot<AnyHashable, ListRowKey> {
        Self.snapshot(of: sections, userMoves: userMoves)
    }

    /// The keys of `sections` as a table that shows them with `userMoves` made shows them.
    static func snapshot(of sections: [ListSectionItem], userMoves: [(from: IndexPath, to: IndexPath)])
        -> NSDiffableDataSourceSnapshot<AnyHashable, ListRowKey>
    {
        var keys = sections.map(\.keys)
        for move in userMoves where keys.indices.contains(move.from.section) && keys.indices.contains(move.to.section) {
            guard keys[move.from.section].indices.contains(move.from.row) else { continue }
            let key = keys[move.from.section].remove(at: move.from.row)
            keys[move.to.section].insert(key, at: min(move.to.row, keys[move.to.section].count))
        }
        var snapshot = NSDiffableDataSourceSnapshot<AnyHashable, ListRowKey>()
        for (section, rows) in zip(sections, keys) {
            snapshot.appendSections([section.key])
            snapshot.appendItems(rows, toSection: section.key)
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
        guard let row = row(at: indexPath), row.delete != nil else { return false }
        return !ListRowTraits.of(row.make()).deleteDisabled
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let delete = row(at: indexPath)?.delete else { return }
        delete.action(IndexSet(integer: delete.offset))
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        guard let row = row(at: indexPath), row.move != nil else { return false }
        return !ListRowTraits.of(row.make()).moveDisabled
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let move = row(at: sourceIndexPath)?.move, let target = row(at: destinationIndexPath)?.move else {
            return
        }
        // SwiftUI's destination offset is where the row goes before the move takes it out.
        let destination = target.offset > move.offset ? target.offset + 1 : target.offset
        userMoves.append((sourceIndexPath, destinationIndexPath))
        move.action(IndexSet(integer: move.offset), destination)
    }
}
