/// A node's children rearranged without a new one — rows swapped, moved or
/// removed — applied in place to any array that holds one element per
/// child, in the children's order (the children, the layout items, the
/// UIKit views kept for them).
///
/// Applied in place, an array of a thousand rows with two swapped or one
/// removed moves only its elements' references: no element is retained
/// or released except those that go. Rebuilt by appending, every element
/// was retained once for the new array and released with the old one, and
/// in a list just built each was a cache miss.
struct ChildRearrangement {
    /// For each old child, its new index; `-1` for one that goes.
    private let destination: [Int]
    /// The swaps that bring the kept children, gathered at the front in
    /// their old order, to their new places: worked out once, for every
    /// array the rearrangement is applied to.
    private let swaps: [(Int, Int)]
    /// How many children are kept: the new children's count.
    let keptCount: Int
    /// Whether the kept children keep their order (only some went).
    let keepsOrder: Bool

    /// The rearrangement in which new child `i` is old child `reuse[i]`,
    /// among `oldCount` children; `nil` when a new child has none (it is
    /// new), or `reuse` names an old child twice or one that is not there.
    init?(reuse: [Int?], oldCount: Int) {
        var destination = [Int](repeating: -1, count: oldCount)
        var keepsOrder = true
        var last = -1
        for (new, old) in reuse.enumerated() {
            guard let old, old >= 0, old < oldCount, destination[old] == -1 else { return nil }
            destination[old] = new
            if old < last { keepsOrder = false }
            last = old
        }
        // Each cycle of the permutation is closed by swaps, each of which
        // puts one element where it goes: a row moved from one end to the
        // other is two swaps, not a thousand elements copied.
        var swaps: [(Int, Int)] = []
        if !keepsOrder {
            // The new index of the element at each position once gathered.
            var targets: [Int] = []
            targets.reserveCapacity(reuse.count)
            for new in destination where new >= 0 { targets.append(new) }
            for position in targets.indices {
                while targets[position] != position {
                    let target = targets[position]
                    targets.swapAt(position, target)
                    swaps.append((position, target))
                }
            }
        }
        self.destination = destination
        self.swaps = swaps
        keptCount = reuse.count
        self.keepsOrder = keepsOrder
    }

    /// The old indices of the children that go, in order.
    var removedIndices: [Int] {
        destination.indices.filter { destination[$0] == -1 }
    }

    /// Whether the children are the same, in the same order.
    var isIdentity: Bool {
        keepsOrder && keptCount == destination.count
    }

    /// Rearranges `elements`, one per old child in order, into one per new
    /// child: the elements of the children that go are released, the others
    /// moved. Returns `false`, having changed nothing, when `elements` does
    /// not have one element per old child.
    ///
    /// Kept elements are first gathered at the front, in their old order
    /// (the ones that go end up behind them), then swapped into place.
    @discardableResult
    func apply<Element>(to elements: inout [Element]) -> Bool {
        guard elements.count == destination.count else { return false }
        guard !isIdentity else { return true }
        elements.withUnsafeMutableBufferPointer { buffer in
            var gathered = 0
            for read in destination.indices where destination[read] >= 0 {
                // Elements before `read` that go sit between `gathered` and
                // `read`: the kept one changes places with the first.
                if gathered != read { buffer.swapAt(gathered, read) }
                gathered += 1
            }
            for (position, target) in swaps { buffer.swapAt(position, target) }
        }
        elements.removeLast(elements.count - keptCount)
        return true
    }
}
