/// One equation of the tableau: `basic = constant + Σ coefficient·symbol`.
///
/// Cells are kept sorted by symbol, so adding one row to another is a merge
/// and looking a symbol up is a binary search. Auto Layout rows are short
/// (a handful of cells), which makes this faster than hashing.
struct Row {
    struct Cell {
        var symbol: Int32
        var coefficient: Double
    }

    var constant: Double
    /// The cells, sorted by symbol. A long row keeps a cell whose
    /// coefficient went to zero as a tombstone (coefficient exactly 0)
    /// instead of moving everything after it, and compacts when a quarter are
    /// tombstones: a row that sums many views' sizes loses one symbol per
    /// substitution, which would otherwise cost a move of the whole row.
    private var storage: [Cell]
    private var tombstones = 0
    /// Rows at least this long keep tombstones.
    static let tombstoneThreshold = 64

    init(constant: Double = 0) {
        self.constant = constant
        storage = []
    }

    /// The cells with a non-zero coefficient, sorted by symbol.
    var cells: [Cell] {
        tombstones == 0 ? storage : storage.filter { $0.coefficient != 0 }
    }

    /// The number of cells with a non-zero coefficient.
    var count: Int { storage.count - tombstones }

    /// Removes the cell at `i`: in place for a short row, as a tombstone for a long one.
    private mutating func clear(at i: Int) {
        guard storage.count >= Row.tombstoneThreshold else {
            storage.remove(at: i)
            return
        }
        storage[i].coefficient = 0
        tombstones += 1
        if tombstones * 4 > storage.count {
            storage.removeAll { $0.coefficient == 0 }
            tombstones = 0
        }
    }

    /// Below this magnitude a coefficient counts as zero: keeps cancellation
    /// noise out of the tableau.
    static let epsilon = 1.0e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    private func index(of symbol: Int32) -> (found: Bool, index: Int) {
        var low = 0, high = storage.count
        while low < high {
            let mid = (low + high) >> 1
            let s = storage[mid].symbol
            if s == symbol { return (true, mid) }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return (false, low)
    }

    func coefficient(for symbol: Int32) -> Double {
        let (found, i) = index(of: symbol)
        return found ? storage[i].coefficient : 0
    }

    /// Adds `coefficient·symbol`; a cell that cancels to zero is removed.
    mutating func insert(_ symbol: Int32, _ coefficient: Double) {
        let (found, i) = index(of: symbol)
        if found {
            let old = storage[i].coefficient
            let sum = old + coefficient
            if Row.isNearZero(sum) {
                if old != 0 { clear(at: i) }
            } else {
                if old == 0 { tombstones -= 1 }
                storage[i].coefficient = sum
            }
        } else if !Row.isNearZero(coefficient) {
            storage.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
        }
    }

    /// Adds `coefficient·other`, merging cells.
    mutating func insert(_ other: Row, _ coefficient: Double) {
        constant += other.constant * coefficient
        // A short row into a long one (an objective level, a row many views
        // share): insert cell by cell, near the end where recent symbols sit,
        // instead of rebuilding the long row.
        let otherCells = other.cells
        if otherCells.count == 1 || otherCells.count * 8 < storage.count {
            for cell in otherCells { insert(cell.symbol, cell.coefficient * coefficient) }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(storage.count + otherCells.count)
        var i = 0, j = 0
        let a = cells, b = otherCells
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                merged.append(a[i]); i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let c = b[j].coefficient * coefficient
                if !Row.isNearZero(c) { merged.append(Cell(symbol: b[j].symbol, coefficient: c)) }
                j += 1
            } else {
                let c = a[i].coefficient + b[j].coefficient * coefficient
                if !Row.isNearZero(c) { merged.append(Cell(symbol: a[i].symbol, coefficient: c)) }
                i += 1; j += 1
            }
        }
        storage = merged
        tombstones = 0
    }

    /// Removes a symbol's cell, returning its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let (found, i) = index(of: symbol)
        guard found else { return 0 }
        let value = storage[i].coefficient
        if value != 0 { clear(at: i) }
        return value
    }

    mutating func reverseSign() {
        constant = -constant
        for i in storage.indices { storage[i].coefficient = -storage[i].coefficient }
    }

    /// Rewrites `0 = constant + Σ …` as `symbol = …`: removes the symbol and
    /// divides the rest by its negated coefficient.
    mutating func solve(for symbol: Int32) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for i in storage.indices { storage[i].coefficient *= factor }
    }

    /// Rewrites `lhs = …` (with `rhs` in the cells) as `rhs = …` (with `lhs` in the cells).
    mutating func solve(for lhs: Int32, replacing rhs: Int32) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s right side; returns whether the symbol was present.
    @discardableResult
    mutating func substitute(_ symbol: Int32, with row: Row) -> Bool {
        let coefficient = remove(symbol)
        guard coefficient != 0 else { return false }
        insert(row, coefficient)
        return true
    }
}
