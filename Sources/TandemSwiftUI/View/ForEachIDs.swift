import Foundation

/// The ids of a `ForEach` node's rows, in order, as of its last
/// reconciliation: while the data's ids are these, the rows are updated in
/// place without building a key for each.
@usableFromInline
class ForEachIDs<ID: Hashable> {
    /// The rows' ids, in order.
    @usableFromInline var ids: [ID]

    /// Remembers `ids`.
    init(_ ids: [ID]) { self.ids = ids }

    /// Whether `old` and `new` are the same ids, in order: the one
    /// comparison of a `ForEach`'s ids, in a stack and in a `List`.
    ///
    /// Ids of plain data (`Int`, `UUID`...) with the same bytes are the
    /// same id, so those are compared as bytes first. Ids whose bytes
    /// differ may still be equal (`-0.0` and `0.0`): `==` decides.
    /// Inlinable: compiled for `ID` where the `ForEach` is made
    /// (``ForEachSpecialization``); unspecialized, `==` on arrays copies
    /// each pair of ids and calls their `==` through the witness table.
    @inlinable
    static func same(_ old: [ID], _ new: [ID]) -> Bool {
        guard new.count == old.count else { return false }
        if _isPOD(ID.self) {
            let sameBytes = new.withUnsafeBytes { new in
                old.withUnsafeBytes { old in
                    new.count == 0 || memcmp(new.baseAddress!, old.baseAddress!, new.count) == 0
                }
            }
            if sameBytes { return true }
        }
        return new == old
    }

    /// For each of `newIDs`, the index of the row that has it now, or `nil`
    /// for a new row; `nil` when an id occurs twice in `newIDs` (the rows
    /// are then matched by keys, which report it).
    ///
    /// Rows whose ids are the same at the start and at the end keep their
    /// rows, and so do rows of a middle that kept its length whose ids are
    /// at their own index: only the rest are hashed. Two rows swapped, one
    /// removed or a few inserted hash a handful of ids, not every row's.
    ///
    /// Inlinable and final, so that a `ForEach` made where its id type is
    /// known compares and hashes its ids there (``ForEachSpecialization``).
    @inlinable
    final func rowsReused(by newIDs: [ID]) -> [Int?]? {
        let oldCount = ids.count, newCount = newIDs.count
        let common = min(oldCount, newCount)
        var prefix = 0
        while prefix < common, ids[prefix] == newIDs[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < common - prefix, ids[oldCount - 1 - suffix] == newIDs[newCount - 1 - suffix] { suffix += 1 }
        var reuse = [Int?](repeating: nil, count: newCount)
        for index in 0..<prefix { reuse[index] = index }
        for offset in 0..<suffix { reuse[newCount - 1 - offset] = oldCount - 1 - offset }
        // The old rows of the middle not at their new index, by id, and the
        // new indices they may go to.
        var unplaced: [ID: Int] = [:]
        var unmatched: [Int] = []
        let oldMiddle = prefix..<(oldCount - suffix), newMiddle = prefix..<(newCount - suffix)
        if oldMiddle.count == newMiddle.count {
            for index in newMiddle {
                if ids[index] == newIDs[index] {
                    reuse[index] = index
                } else {
                    unplaced[ids[index]] = index
                    unmatched.append(index)
                }
            }
        } else {
            unplaced.reserveCapacity(oldMiddle.count)
            for index in oldMiddle { unplaced[ids[index]] = index }
            unmatched = Array(newMiddle)
        }
        // An id that is no unplaced old row's is new, unless it repeats an
        // id kept above (then every old id is looked at, once) or a new one.
        var oldIDs: Set<ID>?
        var added = Set<ID>()
        for index in unmatched {
            let id = newIDs[index]
            if let old = unplaced.removeValue(forKey: id) {
                reuse[index] = old
                continue
            }
            if oldIDs == nil { oldIDs = Set(ids) }
            if oldIDs!.contains(id) || !added.insert(id).inserted { return nil }
        }
        return reuse
    }
}
