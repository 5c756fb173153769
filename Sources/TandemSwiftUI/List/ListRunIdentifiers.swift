import Foundation
import TandemUIKit

/// The ids of a `ForEach` run of list rows, in their own type, worked out
/// the first time an update asks for them: an update compares them with
/// the run's ids of the last update and diffs them without boxing each id
/// in an `AnyHashable` or building snapshots (`ListTableView`).
///
/// A base class, so that a run of any id type can be kept and asked; its
/// one subclass is ``TypedListRunIdentifiers``.
@MainActor
class ListRunIdentifiers {
    /// The scope of the run's rows (their ``ListRowKey/scope``).
    let scope: Int

    init(scope: Int) {
        self.scope = scope
    }

    /// Whether `old` holds the same ids, in the same order, in the same scope.
    func isSame(as old: ListRunIdentifiers) -> Bool { false }

    /// Whether no id is in the run twice (worked out once).
    var isUnique: Bool { false }

    /// Applies to `table` the changes from `old`'s rows to these in its
    /// section `section` (the table's only changes). Returns the offsets of
    /// the rows inserted, or nil — nothing applied — when the runs' ids
    /// are of different types or scopes, or either run holds an id twice.
    func applyDifference(from old: ListRunIdentifiers, inSection section: Int, to table: UITableView) -> [Int]? {
        nil
    }
}
