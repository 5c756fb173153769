import TandemUIKit

/// Puts a container's graph-owned subviews in the graph's order with the
/// fewest moves.
@MainActor
enum SubviewSync {
    /// Makes `views` the subviews of `container`, in order. The longest run
    /// of views already in the right relative order stays where it is;
    /// every other view is inserted (or moved) to its index. Subviews that
    /// are not in `views` were removed when their nodes were dismantled.
    static func apply(_ views: [UIView], to container: UIView) {
        // Loops, not closures: a closure formed in this main-actor type
        // checks the executor on every call, once per subview here.
        let current = container.subviews
        if current.count == views.count, isSame(views, current) { return }
        var position: [ObjectIdentifier: Int] = [:]
        position.reserveCapacity(current.count)
        for (index, view) in current.enumerated() { position[ObjectIdentifier(view)] = index }
        var positions: [Int?] = []
        positions.reserveCapacity(views.count)
        for view in views { positions.append(position[ObjectIdentifier(view)]) }
        let stays = longestIncreasingRun(positions)
        for (index, view) in views.enumerated() where !stays[index] {
            container.insertSubview(view, at: index)
        }
    }

    private static func isSame(_ views: [UIView], _ current: [UIView]) -> Bool {
        for index in views.indices where views[index] !== current[index] { return false }
        return true
    }

    /// Whether each index of `sequence` is in a longest strictly increasing
    /// subsequence of its non-nil values: the views that need not move.
    static func longestIncreasingRun(_ sequence: [Int?]) -> [Bool] {
        var tails: [Int] = []  // index into `sequence` of the smallest tail of each length
        var previous = [Int](repeating: -1, count: sequence.count)
        for (index, value) in sequence.enumerated() {
            guard let value else { continue }
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if sequence[tails[middle]]! < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result = [Bool](repeating: false, count: sequence.count)
        var index = tails.last ?? -1
        while index >= 0 {
            result[index] = true
            index = previous[index]
        }
        return result
    }
}
