/// A child of a ``ChildList``.
protocol ListedChild: AnyObject {
    /// The object standing in a slot whose child left: one per type, never
    /// a child of anything.
    static var listHole: AnyObject { get }
}

/// The children of a view or a layer, in order, from which a child leaves
/// in constant time.
///
/// Taking a child out of the middle of an array moves every child after
/// it. A container of n children emptied one child at a time (a list's
/// rows going, front to back) moved n²/2 references that way. Here the
/// leaving child's slot takes a hole instead (a placeholder object, so the
/// child itself is released at once); the holes are closed up in one pass
/// the next time the children are read in order, or before one is
/// inserted (insertion indexes count children, not holes).
///
/// A leaving child is looked for from the slot after the last one that
/// left, outwards: children usually leave in runs (a row's views, then the
/// next row's), so each is found at once, and one anywhere else is found
/// no slower than from the front.
struct ChildList<Child: ListedChild> {
    /// The children and holes, in order.
    private var slots: [Child] = []
    // Two 32-bit counts (no container holds four billion children): the
    // list takes two words, one more than the array alone.
    /// How many of `slots` are holes.
    private var holes: UInt32 = 0
    /// Where the search for a leaving child starts: after the last that left.
    private var searchStart: UInt32 = 0

    /// The children, in order (holes closed up first).
    mutating func ordered() -> [Child] {
        if holes > 0 { closeUp() }
        return slots
    }

    /// How many children there are.
    var count: Int { slots.count - Int(holes) }

    /// Whether there are none.
    var isEmpty: Bool { slots.count == Int(holes) }

    /// Inserts `child` at `index` (a position among the children, at most ``count``).
    mutating func insert(_ child: Child, at index: Int) {
        if holes > 0 { closeUp() }
        slots.insert(child, at: index)
    }

    /// Takes `child` out; false when it is not here.
    @discardableResult
    mutating func remove(_ child: Child) -> Bool {
        guard let slot = slot(of: child) else { return false }
        if slot == slots.count - 1 {
            slots.removeLast()
        } else {
            slots[slot] = unsafeDowncast(Child.listHole, to: Child.self)
            holes += 1
        }
        if Int(holes) == slots.count {
            slots.removeAll(keepingCapacity: true)
            holes = 0
        }
        searchStart = UInt32(truncatingIfNeeded: slot + 1)
        return true
    }

    /// The slot holding `child`: the last slot, or the nearest to ``searchStart``.
    private func slot(of child: Child) -> Int? {
        let count = slots.count
        guard count > 0 else { return nil }
        if slots[count - 1] === child { return count - 1 }
        var below = min(Int(searchStart), count - 1), above = below + 1
        while below >= 0 || above < count {
            if below >= 0 {
                if slots[below] === child { return below }
                below -= 1
            }
            if above < count {
                if slots[above] === child { return above }
                above += 1
            }
        }
        return nil
    }

    /// Swaps the children at `first` and `second` (positions among the children).
    mutating func swapAt(_ first: Int, _ second: Int) {
        if holes > 0 { closeUp() }
        slots.swapAt(first, second)
    }

    /// Puts `child` at `index` in place of the child there (positions among the children).
    mutating func replace(at index: Int, with child: Child) {
        if holes > 0 { closeUp() }
        slots[index] = child
    }

    /// Drops the holes.
    private mutating func closeUp() {
        let hole = unsafeDowncast(Child.listHole, to: Child.self)
        let count = slots.count
        // The children move down bit for bit (assigning each would retain
        // and release it, most of the pass); the holes' references are let
        // go of, and the freed tail takes the hole again, to be removed.
        let kept = slots.withUnsafeMutableBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var kept = 0
            for index in 0..<count {
                if base[index] === hole {
                    (base + index).deinitialize(count: 1)
                } else {
                    if kept != index { (base + kept).moveInitialize(from: base + index, count: 1) }
                    kept += 1
                }
            }
            (base + kept).initialize(repeating: hole, count: count - kept)
            return kept
        }
        slots.removeLast(count - kept)
        holes = 0
        searchStart = 0
    }
}

extension ChildList: Sendable where Child: Sendable {}
