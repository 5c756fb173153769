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

/// The ids of a `ForEach` run whose ids are `ID`s.
final class TypedListRunIdentifiers<ID: Hashable>: ListRunIdentifiers {
    private let make: () -> [ID]
    private var made: [ID]?
    /// Whether no id is twice in ``ids``; nil until known.
    private var knownUnique: Bool?

    /// The ids `make` returns, in the scope `scope`.
    init(scope: Int, make: @escaping () -> [ID]) {
        self.make = make
        super.init(scope: scope)
    }

    var ids: [ID] {
        if let made { return made }
        let ids = make()
        made = ids
        return ids
    }

    override var isUnique: Bool {
        if let knownUnique { return knownUnique }
        let unique = Set(ids).count == ids.count
        knownUnique = unique
        return unique
    }

    override func isSame(as old: ListRunIdentifiers) -> Bool {
        guard let old = old as? TypedListRunIdentifiers<ID>, old.scope == scope, old.ids == ids else { return false }
        // The same ids: what is known of the old ones holds for these.
        if knownUnique == nil { knownUnique = old.knownUnique }
        return true
    }

    override func applyDifference(from old: ListRunIdentifiers, inSection section: Int, to table: UITableView)
        -> [Int]?
    {
        guard let old = old as? TypedListRunIdentifiers<ID>, old.scope == scope,
            let inserted = SnapshotDifference.applyItems(from: old.ids, to: ids, inSection: section, to: table)
        else { return nil }
        knownUnique = true
        return inserted
    }
}
