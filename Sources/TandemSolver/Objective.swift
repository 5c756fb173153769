/// The function the solver minimizes: one row per priority level, compared
/// lexicographically, highest priority first.
///
/// Keeping each level in its own row of plain numbers makes priorities exact
/// — a lower level can never outweigh a higher one, however many of its
/// constraints are violated — without symbolic arithmetic in every cell.
///
/// A level holds one cell per optional constraint that is currently
/// violated or could be, so it grows with the system; large levels are
/// hashed (not sorted like tableau rows) so that each change costs the same
/// at any size, and a failed add is undone from a journal of the cells it
/// changed instead of a copy of every level.
struct Objective {
    /// A level: coefficients by symbol. Small levels (most systems, and every
    /// re-solve of a small one) are a sorted row, cheapest to search; a level
    /// that grows past ``hashingThreshold`` cells switches to hashing.
    struct Level {
        private var small = Row()
        private var large: [Int32: Double]?
        static let hashingThreshold = 512

        func coefficient(for symbol: Int32) -> Double {
            if let large { return large[symbol] ?? 0 }
            return small.coefficient(for: symbol)
        }

        /// Sets a coefficient; zero removes the cell.
        mutating func set(_ symbol: Int32, _ value: Double) {
            if large != nil {
                large![symbol] = value == 0 ? nil : value
                return
            }
            small.remove(symbol)
            if value != 0 { small.insert(symbol, value) }
            if small.count > Level.hashingThreshold {
                large = Dictionary(uniqueKeysWithValues: small.cells.map { ($0.symbol, $0.coefficient) })
                small = Row()
            }
        }
    }

    /// The priorities of the levels, descending.
    private(set) var priorities: [Float] = []
    /// The level rows, in the same order.
    private(set) var levels: [Level] = []
    /// The symbols whose first non-zero coefficient, highest level first, is
    /// negative: exactly those whose increase lowers the objective. Kept up to
    /// date as levels change, so choosing one never scans a level row (which
    /// is as long as the number of optional constraints), and symbols held
    /// down by a higher level (hugging against compression resistance) are
    /// not looked at again and again.
    var enterable: Set<Int32> = []

    /// While journaling: the coefficients before their first change, by level priority.
    private var journal: [(priority: Float, symbol: Int32, old: Double)]?
    private var journaledCells: Set<Int64> = []
    private var journalStartPriorities: [Float] = []

    private mutating func level(for strength: Strength) -> Int {
        let p = strength.priority
        var index = 0
        while index < priorities.count, priorities[index] > p { index += 1 }
        if index < priorities.count, priorities[index] == p { return index }
        priorities.insert(p, at: index)
        levels.insert(Level(), at: index)
        return index
    }

    /// Adds `coefficient` to a cell, dropping it when it cancels, journaling the old value.
    private mutating func add(_ symbol: Int32, _ coefficient: Double, level index: Int) {
        let old = levels[index].coefficient(for: symbol)
        if journal != nil {
            let key = Int64(index) << 32 | Int64(UInt32(bitPattern: symbol))
            if journaledCells.insert(key).inserted { journal!.append((priorities[index], symbol, old)) }
        }
        let sum = old + coefficient
        levels[index].set(symbol, Row.isNearZero(sum) ? 0 : sum)
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
        add(symbol, coefficient, level: level(for: strength))
        refresh(CollectionOfOne(symbol))
    }

    mutating func add(_ row: Row, coefficient: Double, at strength: Strength) {
        let index = level(for: strength)
        for cell in row.cells { add(cell.symbol, cell.coefficient * coefficient, level: index) }
        refresh(row.cells.lazy.map(\.symbol))
    }

    mutating func remove(_ symbol: Int32) {
        for i in levels.indices {
            let coefficient = levels[i].coefficient(for: symbol)
            if coefficient != 0 { add(symbol, -coefficient, level: i) }
        }
        enterable.remove(symbol)
    }

    mutating func substitute(_ symbol: Int32, with row: Row) {
        var changed = false
        for i in levels.indices {
            let coefficient = levels[i].coefficient(for: symbol)
            guard coefficient != 0 else { continue }
            add(symbol, -coefficient, level: i)
            for cell in row.cells { add(cell.symbol, cell.coefficient * coefficient, level: i) }
            changed = true
        }
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

    // MARK: Undo

    /// Starts recording changes so that ``rollBack()`` can undo them.
    mutating func beginJournal() {
        journal = []
        journaledCells = []
        journalStartPriorities = priorities
    }

    /// Stops recording and forgets the record.
    mutating func endJournal() {
        journal = nil
        journaledCells = []
    }

    /// Restores every cell changed since ``beginJournal()`` and drops levels created since.
    mutating func rollBack() {
        guard let entries = journal else { return }
        journal = nil
        var touched = Set<Int32>()
        for entry in entries.reversed() {
            guard let index = priorities.firstIndex(of: entry.priority) else { continue }
            levels[index].set(entry.symbol, entry.old)
            touched.insert(entry.symbol)
        }
        var index = 0
        while index < priorities.count {
            if !journalStartPriorities.contains(priorities[index]) {
                priorities.remove(at: index)
                levels.remove(at: index)
            } else {
                index += 1
            }
        }
        refresh(touched)
        journaledCells = []
    }
}
