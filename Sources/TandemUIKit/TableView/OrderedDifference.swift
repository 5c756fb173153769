import Foundation

/// How one ordered list of unique identifiers became another: the old
/// positions removed, the new positions inserted, and the moves of the
/// identifiers in both whose order changed — as few as keep the rest (the
/// longest run that kept its relative order) in place.
struct OrderedDifference {
    var removed: [Int] = []
    var inserted: [Int] = []
    var moved: [(from: Int, to: Int)] = []

    // Prespecialized for the common identifier types: the generic path
    // pays for every hash through witness tables.
    @_specialize(where ID == Int)
    @_specialize(where ID == String)
    @_specialize(where ID == UUID)
    @_specialize(where ID == AnyHashable)
    init<ID: Hashable>(from old: [ID], to new: [ID]) {
        self.init(from: old, to: new, requiringUnique: false)!
    }

    /// The difference when neither list holds an identifier twice; nil otherwise.
    @_specialize(where ID == Int)
    @_specialize(where ID == String)
    @_specialize(where ID == UUID)
    @_specialize(where ID == AnyHashable)
    init?<ID: Hashable>(uniqueFrom old: [ID], to new: [ID]) {
        self.init(from: old, to: new, requiringUnique: true)
    }

    @inline(__always)
    private init?<ID: Hashable>(from old: [ID], to new: [ID], requiringUnique: Bool) {
        // One table of the old positions; the new list is looked up in it
        // once (hashing dominates: the identifiers' types are generic here).
        var oldIndex: [ID: Int] = [:]
        oldIndex.reserveCapacity(old.count)
        // Plain index loops: `enumerated()` over a generic element asks the
        // runtime for a tuple type at every step.
        for index in old.indices { oldIndex[old[index]] = index }
        if requiringUnique, oldIndex.count != old.count { return nil }
        var stays = [Bool](repeating: false, count: old.count)
        // The survivors in new order, with their old positions.
        var survivors: [(old: Int, new: Int)] = []
        survivors.reserveCapacity(min(old.count, new.count))
        for index in new.indices {
            if let was = oldIndex[new[index]] {
                if requiringUnique {
                    // Seen before in the new list: a survivor (marked) or an insertion (-1).
                    if was < 0 || stays[was] { return nil }
                }
                survivors.append((was, index))
                stays[was] = true
            } else {
                // Noted so that a second occurrence is found.
                if requiringUnique { oldIndex[new[index]] = -1 }
                inserted.append(index)
            }
        }
        removed = stays.indices.filter { !stays[$0] }
        let kept = Self.longestIncreasing(survivors.map(\.old))
        for position in survivors.indices where !kept[position] {
            moved.append((survivors[position].old, survivors[position].new))
        }
    }

    /// Whether each position of `values` is in a longest strictly increasing
    /// subsequence (patience sorting, O(n log n)).
    static func longestIncreasing(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []  // positions in `values`
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = [Bool](repeating: false, count: values.count)
        var position = tails.last ?? -1
        while position >= 0 {
            result[position] = true
            position = previous[position]
        }
        return result
    }
}
