import TandemUIKit

/// Puts a container's graph-owned subviews in the graph's order with the
/// fewest moves.
@MainActor
enum SubviewSync {
    /// How many views of a middle that kept its length may be out of place
    /// for those in place to be the ones that stay (see ``staying(_:current:)``).
    static let fewMisplaced = 16

    /// Makes `views` the subviews of `container`, in order. Views that
    /// stay — a run of views already in the right relative order — are not
    /// touched; every other view is moved (or inserted) right after the view
    /// before it in `views`. Subviews that are not in `views` were removed
    /// when their nodes were dismantled.
    ///
    /// Placing each view after its predecessor, in order, leaves every two
    /// neighbours in `views` adjacent, whatever views that move later sat
    /// between them: an index counted from the front would be off by the
    /// views still waiting to move out from before it.
    static func apply(_ views: [UIView], to container: UIView) {
        // Loops, not closures: a closure formed in this main-actor type
        // checks the executor on every call, once per subview here.
        let stays: [Bool], middle: Range<Int>
        do {
            let current = container.subviews
            if current.count == views.count, isSame(views, current) { return }
            (stays, middle) = staying(views, current: current)
        }
        // The container's index of the view placed last. Views before it are
        // the ones placed, and views passed over on the way to a view that
        // stays (they move later, from before the cursor). The views before
        // the middle are in place, and so are those after it: every move
        // goes right after the cursor, which only reaches views of the
        // middle, so the views after it keep their place at the end.
        var cursor = middle.lowerBound - 1
        var passedOver = Set<ObjectIdentifier>()
        // The container's subviews since the last move; let go of before a
        // move, which would otherwise copy them (the container changes its
        // own list in place).
        var known: [UIView]?
        for index in middle {
            if stays[index] {
                let subviews = known ?? container.subviews
                known = subviews
                var next = cursor + 1
                // `views[index]` compared where it lies, not bound to a name:
                // bound, it was retained, and most views of a long middle stay
                // (two rows swapped in a thousand), each a cache miss to retain
                // on a list just built: a third of syncing the swap.
                while next < subviews.count, subviews[next] !== views[index] {
                    passedOver.insert(ObjectIdentifier(subviews[next]))
                    next += 1
                }
                if next < subviews.count {
                    cursor = next
                    continue
                }
            }
            known = nil
            let view = views[index]
            if !passedOver.isEmpty, view.superview === container, passedOver.contains(ObjectIdentifier(view)) {
                // Taken out from before the cursor: the cursor's view moves down one.
                container.insertSubview(view, at: cursor)
            } else {
                cursor += 1
                container.insertSubview(view, at: cursor)
            }
        }
    }

    /// Which of `views` stay where they are in `current` (the container's
    /// subviews now), and the range of `views` between the views that keep
    /// their place at either end.
    ///
    /// The views equal at the start and at the end stay. Between them, when
    /// the middle kept its length and at most ``fewMisplaced`` of its views
    /// are out of place (two rows swapped), the views at their own index stay:
    /// nothing is hashed and the moves are at most that many. Otherwise the
    /// longest run of the middle's views in their old relative order stays,
    /// the fewest moves.
    static func staying(_ views: [UIView], current: [UIView]) -> (stays: [Bool], middle: Range<Int>) {
        let common = min(views.count, current.count)
        var prefix = 0
        while prefix < common, views[prefix] === current[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < common - prefix, views[views.count - 1 - suffix] === current[current.count - 1 - suffix] {
            suffix += 1
        }
        let middle = prefix..<(views.count - suffix)
        let currentMiddle = prefix..<(current.count - suffix)
        var stays = [Bool](repeating: true, count: views.count)
        if middle.count == currentMiddle.count {
            var misplaced = 0
            for index in middle where views[index] !== current[index] {
                stays[index] = false
                misplaced += 1
                if misplaced > fewMisplaced { break }
            }
            if misplaced <= fewMisplaced { return (stays, middle) }
        }
        // Nothing of the middle is in the container yet (a list being made): none stays.
        if currentMiddle.isEmpty {
            for index in middle { stays[index] = false }
            return (stays, middle)
        }
        var position: [ObjectIdentifier: Int] = [:]
        position.reserveCapacity(currentMiddle.count)
        for index in currentMiddle { position[ObjectIdentifier(current[index])] = index }
        var positions: [Int?] = []
        positions.reserveCapacity(middle.count)
        for index in middle { positions.append(position[ObjectIdentifier(views[index])]) }
        let run = longestIncreasingRun(positions)
        for (offset, index) in middle.enumerated() { stays[index] = run[offset] }
        return (stays, middle)
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
