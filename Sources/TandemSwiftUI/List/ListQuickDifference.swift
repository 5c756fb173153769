import Foundation
import TandemUIKit

/// A list update's differences worked out from its `ForEach`es' ids, in
/// their own type, when the update is simple — the sections the same, and
/// at most one section's rows changed, all of them from one `ForEach` before
/// and after — which is what most updates are (a row selected, edited,
/// added, removed or moved). The general path (snapshots of every row's
/// ``ListRowKey``) does the rest; the table gets the same batch either way.
@MainActor
enum ListQuickDifference {
    /// Applies to `table`, whose data source already answers with `new`,
    /// the changes from `old`. Returns the new index paths of the rows
    /// inserted (the others stayed), or nil — nothing applied — when the
    /// update is not simple or a row id is twice in a run (the general
    /// path reports that).
    static func apply(from old: [ListSectionItem], to new: [ListSectionItem], to table: UITableView) -> Set<IndexPath>?
    {
        guard old.count == new.count else { return nil }
        var changed: Int?
        for section in new.indices {
            guard old[section].key == new[section].key else { return nil }
            guard let same = sameRows(old[section], new[section]) else { return nil }
            if same { continue }
            guard changed == nil else { return nil }
            changed = section
        }
        guard let section = changed else {
            // Nothing moved: an empty batch, as the general path applies.
            table.performBatchUpdates({})
            return []
        }
        guard old[section].runs.count == 1, new[section].runs.count == 1,
            let before = old[section].runs[0].identifiers, let after = new[section].runs[0].identifiers,
            let inserted = after.applyDifference(from: before, inSection: section, to: table)
        else { return nil }
        return Set(inserted.map { IndexPath(row: $0, section: section) })
    }

    /// Whether the two sections have the same rows (true) or not (false);
    /// nil when a run of the same ids holds one twice (the general path
    /// reports it). A changed section's ids are checked when it is diffed.
    private static func sameRows(_ old: ListSectionItem, _ new: ListSectionItem) -> Bool? {
        guard old.rowCount == new.rowCount, old.runs.count == new.runs.count else { return false }
        var same = true
        for (before, after) in zip(old.runs, new.runs) {
            switch (before.identifiers, after.identifiers) {
            case (let before?, let after?):
                if after.isSame(as: before) {
                    guard after.isUnique else { return nil }
                } else {
                    same = false
                }
            case (nil, nil):
                // Single rows: their keys.
                if before.count != after.count
                    || (0..<after.count).contains(where: { before.item(at: $0).key != after.item(at: $0).key })
                {
                    same = false
                }
            default:
                same = false
            }
        }
        return same
    }
}
