import Foundation
import TandemUIKit

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
