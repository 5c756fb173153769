import Foundation

/// How one ordered list of unique identifiers became another: the old
/// positions removed, the new positions inserted, and the moves of the
/// identifiers in both whose order changed — as few as keep the rest (the
/// longest run that kept its relative order) in place.
struct OrderedDifference {
    var removed: [Int] = []
    var inserted: [Int] = []
    var moved: [(from: Int, to: Int)] = []

    init<ID: Hashable>(from old: [ID], to new: [ID]) {
        var oldIndex: [ID: Int] = [:]
        oldIndex.reserveCapacity(old.count)
        for (index, id) in old.enumerated() { oldIndex[id] = index }
        let newIDs = Set(new)
        removed = old.indices.filter { !newIDs.contains(old[$0]) }
        // The survivors in new order, with their old positions.
        var survivors: [(old: Int, new: Int)] = []
        for (index, id) in new.enumerated() {
            if let was = oldIndex[id] { survivors.append((was, index)) } else { inserted.append(index) }
        }
        let kept = Self.longestIncreasing(survivors.map(\.old))
        for (position, survivor) in survivors.enumerated() where !kept.contains(position) {
            moved.append((survivor.old, survivor.new))
        }
    }

    /// The positions in `values` of a longest strictly increasing subsequence (patience sorting, O(n log n)).
    static func longestIncreasing(_ values: [Int]) -> Set<Int> {
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
        var result = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            result.insert(position)
            position = previous[position]
        }
        return result
    }
}
