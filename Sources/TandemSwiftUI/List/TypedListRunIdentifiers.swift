import Foundation
import TandemUIKit

/// The ids of a `ForEach` run whose ids are `ID`s.
///
/// The ids are made, compared and checked for repeats by closures compiled
/// for `ID` where the `ForEach` was made (``ForEachSpecialization``): in
/// this unspecialized class, each id compared or hashed would be a call
/// through a witness table.
final class TypedListRunIdentifiers<ID: Hashable>: ListRunIdentifiers {
    private let make: () -> [ID]
    private let same: ([ID], [ID]) -> Bool
    private let allDistinct: ([ID]) -> Bool
    private var made: [ID]?
    /// Whether no id is twice in ``ids``; nil until known.
    private var knownUnique: Bool?

    /// The ids `make` returns, in the scope `scope`; `same` tells whether
    /// two lists of ids are the same, `allDistinct` whether no id repeats.
    init(
        scope: Int, same: @escaping ([ID], [ID]) -> Bool, allDistinct: @escaping ([ID]) -> Bool,
        make: @escaping () -> [ID]
    ) {
        self.make = make
        self.same = same
        self.allDistinct = allDistinct
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
        let unique = allDistinct(ids)
        knownUnique = unique
        return unique
    }

    override func isSame(as old: ListRunIdentifiers) -> Bool {
        guard let old = old as? TypedListRunIdentifiers<ID>, old.scope == scope, same(old.ids, ids) else {
            return false
        }
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
