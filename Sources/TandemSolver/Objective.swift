/// The function the solver minimizes: one row per priority level, compared
/// lexicographically, highest priority first.
///
/// Keeping each level in its own row of plain numbers makes priorities exact
/// — a lower level can never outweigh a higher one, however many of its
/// constraints are violated — without symbolic arithmetic in every cell.
struct Objective {
    /// The priorities of the levels, descending.
    private(set) var priorities: [Float] = []
    /// The level rows, in the same order.
    var levels: [Row] = []
    /// The symbols whose first non-zero coefficient, highest level first, is
    /// negative: exactly those whose increase lowers the objective. Kept up to
    /// date as levels change, so choosing one never scans a level row (which
    /// is as long as the number of optional constraints), and symbols held
    /// down by a higher level (hugging against compression resistance) are
    /// not looked at again and again.
    var enterable: Set<Int32> = []

    private mutating func level(for strength: Strength) -> Int {
        let p = strength.priority
        var index = 0
        while index < priorities.count, priorities[index] > p { index += 1 }
        if index < priorities.count, priorities[index] == p { return index }
        priorities.insert(p, at: index)
        levels.insert(Row(), at: index)
        return index
    }

    /// Re-files symbols whose coefficients may have changed.
    private mutating func refresh(_ symbols: some Sequence<Int32>) {
        for s in symbols {
            var first = 0.0
            for level in levels {
                first = level.coefficient(for: s)
                if first != 0 { break }
            }
            if first < 0 { enterable.insert(s) } else { enterable.remove(s) }
        }
    }

    mutating func add(_ symbol: Int32, coefficient: Double, at strength: Strength) {
        levels[level(for: strength)].insert(symbol, coefficient)
        refresh(CollectionOfOne(symbol))
    }

    mutating func add(_ row: Row, coefficient: Double, at strength: Strength) {
        levels[level(for: strength)].insert(row, coefficient)
        refresh(row.cells.lazy.map(\.symbol))
    }

    mutating func remove(_ symbol: Int32) {
        for i in levels.indices { levels[i].remove(symbol) }
        enterable.remove(symbol)
    }

    mutating func substitute(_ symbol: Int32, with row: Row) {
        var changed = false
        for i in levels.indices where levels[i].substitute(symbol, with: row) { changed = true }
        guard changed else { return }
        enterable.remove(symbol)
        refresh(row.cells.lazy.map(\.symbol))
    }

    /// Whether `a/ca` is lexicographically less than `b/cb` across the levels
    /// (the dual simplex ratio test).
    func ratio(_ a: Int32, over ca: Double, isLessThan b: Int32, over cb: Double) -> Bool {
        for level in levels {
            let ra = level.coefficient(for: a) / ca
            let rb = level.coefficient(for: b) / cb
            if ra != rb { return ra < rb }
        }
        return false
    }
}
