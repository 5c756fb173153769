import Foundation

/// The ids of a `ForEach` node's rows, in order, as of its last
/// reconciliation: while the data's ids are these, the rows are updated in
/// place without building a key for each.
final class ForEachIDs<ID: Hashable> {
    /// The rows' ids, in order.
    var ids: [ID]

    /// Remembers `ids`.
    init(_ ids: [ID]) { self.ids = ids }

    /// For each of `newIDs`, the index of the row that has it now, or `nil`
    /// for a new row; `nil` when an id occurs twice in `newIDs` (the rows
    /// are then matched by keys, which report it).
    func rowsReused(by newIDs: [ID]) -> [Int?]? {
        var index: [ID: Int] = [:]
        index.reserveCapacity(ids.count)
        for (position, id) in ids.enumerated() { index[id] = position }
        var reuse: [Int?] = []
        reuse.reserveCapacity(newIDs.count)
        var taken = [Bool](repeating: false, count: ids.count)
        // The old ids are unique: a repeat among new ids that were old ones
        // shows as a row taken twice; among new ones, in this set.
        var added = Set<ID>()
        for id in newIDs {
            if let old = index[id] {
                if taken[old] { return nil }
                taken[old] = true
                reuse.append(old)
            } else {
                if !added.insert(id).inserted { return nil }
                reuse.append(nil)
            }
        }
        return reuse
    }
}
