// The simplex machinery: pivots, substitution through the column index, the
// primal optimization after adds and removes, and the dual optimization after
// edit suggestions.
extension Solver {
    /// Notes a row's state before its first change during a journaled add.
    @inline(__always)
    func record(_ basic: Int32) {
        if journal != nil, journal![basic] == nil {
            journal![basic] = .some(rows[Int(basic)])
        }
    }

    /// Removes a basic symbol's row, unindexing its cells.
    func takeRow(_ basic: Int32) -> Row {
        record(basic)
        let row = rows[Int(basic)]!
        rows[Int(basic)] = nil
        for cell in row.cells { columns[Int(cell.symbol)].remove(basic) }
        return row
    }

    /// Installs a row for a basic symbol, indexing its cells.
    func putRow(_ basic: Int32, _ row: Row) {
        record(basic)
        rows[Int(basic)] = row
        for cell in row.cells { columns[Int(cell.symbol)].insert(basic) }
    }

    /// Replaces `symbol` by `row` in every row that contains it (found through
    /// the column index, not by scanning), and in the objectives.
    func substitute(_ symbol: Int32, with row: Row) {
        let basics = columns[Int(symbol)]
        if !basics.isEmpty {
            columns[Int(symbol)] = []
            // Sorted, so that ties are broken the same way on every run.
            for basic in basics.sorted() {
                let b = Int(basic)
                record(basic)
                rows[b]!.substitute(symbol, with: row)
                for cell in row.cells {
                    if rows[b]!.coefficient(for: cell.symbol) != 0 {
                        columns[Int(cell.symbol)].insert(basic)
                    } else {
                        columns[Int(cell.symbol)].remove(basic)
                    }
                }
                if kinds[b] != .external, rows[b]!.constant < 0 { infeasible.append(basic) }
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`.
    func pivot(entering: Int32, leaving: Int32) {
        statistics.pivots += 1
        var row = takeRow(leaving)
        row.solve(for: leaving, replacing: entering)
        substitute(entering, with: row)
        putRow(entering, row)
    }

    /// Primal simplex on the layered objective.
    func optimize() throws {
        while let entering = enteringSymbol() {
            guard let leaving = leavingRow(for: entering) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Primal simplex on the artificial objective (phase one of an add).
    func optimizeArtificial() throws {
        while let entering = artificial!.cells.first(where: {
            $0.coefficient < 0 && kinds[Int($0.symbol)] != .dummy
        })?.symbol {
            guard let leaving = leavingRow(for: entering) else {
                throw SolverError.internalError("the artificial objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex: restores feasibility of rows made negative by a suggestion,
    /// keeping optimality.
    func dualOptimize() throws {
        while let leaving = infeasible.popLast() {
            guard let row = rows[Int(leaving)], row.constant < 0, !Row.isNearZero(row.constant) else { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
                if entering < 0
                    || objective.ratio(
                        cell.symbol, over: cell.coefficient, isLessThan: entering, over: enteringCoefficient)
                {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard entering >= 0 else { throw SolverError.internalError("dual optimize found no entering symbol") }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// A symbol whose increase lowers the objective: negative at some level and
    /// zero at every higher level (see `Objective.enterable`). Lowest symbol
    /// first, so runs are repeatable.
    private func enteringSymbol() -> Int32? {
        // Dummies can never enter; drop any that turn up.
        while let symbol = objective.enterable.min() {
            if kinds[Int(symbol)] != .dummy { return symbol }
            objective.enterable.remove(symbol)
        }
        return nil
    }

    /// The row that limits how far `entering` can grow: the smallest ratio
    /// among restricted rows where it has a negative coefficient.
    private func leavingRow(for entering: Int32) -> Int32? {
        var best: Int32?
        var bestRatio = Double.greatestFiniteMagnitude
        for basic in columns[Int(entering)] where kinds[Int(basic)] != .external {
            let row = rows[Int(basic)]!
            let c = row.coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }
}
