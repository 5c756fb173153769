import TandemUIKit

/// Puts a container's graph-owned subviews in the graph's order with the
/// fewest moves.
@MainActor
enum SubviewSync {
    /// Makes `views` the subviews of `container`, in order. The longest run
    /// of views already in the right relative order stays where it is;
    /// every other view is moved (or inserted) right after the view before
    /// it in `views`. Subviews that are not in `views` were removed when
    /// their nodes were dismantled.
    ///
    /// Placing each view after its predecessor, in order, leaves every two
    /// neighbours in `views` adjacent, whatever views that move later sat
    /// between them: an index counted from the front would be off by the
    /// views still waiting to move out from before it.
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
        // The container's index of the view placed last. Views before it are
        // the ones placed, and views passed over on the way to a view that
        // stays (they move later, from before the cursor).
        var cursor = -1
        var passedOver = Set<ObjectIdentifier>()
        for (index, view) in views.enumerated() {
            if stays[index] {
                let subviews = container.subviews
                var next = cursor + 1
                while next < subviews.count, subviews[next] !== view {
                    passedOver.insert(ObjectIdentifier(subviews[next]))
                    next += 1
                }
                if next < subviews.count {
                    cursor = next
                    continue
                }
            }
            if view.superview === container, passedOver.contains(ObjectIdentifier(view)) {
                // Taken out from before the cursor: the cursor's view moves down one.
                container.insertSubview(view, at: cursor)
            } else {
                cursor += 1
                container.insertSubview(view, at: cursor)
            }
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
