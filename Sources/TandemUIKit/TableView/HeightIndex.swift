import Foundation

/// Heights of a list's slots, with the offset of any slot and the slot at
/// any offset in O(log n): a Fenwick tree over the heights, so a row that is
/// measured when it scrolls into view moves every row below it at the cost
/// of one update, not a pass over the rows.
struct HeightIndex {
    private(set) var heights: [Double]
    private var tree: [Double]

    /// An index over `heights`, built in O(n).
    init(heights: [Double]) {
        self.heights = heights
        tree = [0] + heights
        let n = heights.count
        for i in stride(from: 1, through: n, by: 1) {
            let parent = i + (i & -i)
            if parent <= n { tree[parent] += tree[i] }
        }
    }

    /// The number of slots.
    var count: Int { heights.count }

    /// The sum of every height.
    var total: Double { offset(of: heights.count) }

    /// Changes one height.
    mutating func set(_ index: Int, _ height: Double) {
        let delta = height - heights[index]
        guard delta != 0 else { return }
        heights[index] = height
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of the heights before `index` (the slot's top).
    func offset(of index: Int) -> Double {
        var sum = 0.0
        var i = min(index, heights.count)
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// The slot whose span holds `y` (the last slot for `y` past the end,
    /// the first for `y` before the start); zero-height slots at `y` are skipped past.
    func index(containing y: Double) -> Int {
        guard !heights.isEmpty else { return 0 }
        // Walks down the tree: the largest prefix whose sum is <= y.
        var position = 0, remaining = y
        var step = 1
        while step * 2 <= heights.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= heights.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, heights.count - 1)
    }
}
