/// A small dense two-phase simplex (Bland's rule), written for the tests as
/// an independent reference: minimize c·y subject to A·y = b, y ≥ 0.
struct DenseLP {
    var a: [[Double]] = []
    var b: [Double] = []
    var columns = 0

    mutating func addColumn() -> Int {
        columns += 1
        for i in a.indices { a[i].append(0) }
        return columns - 1
    }

    mutating func addRow(_ coefficients: [Int: Double], equals value: Double) {
        var row = [Double](repeating: 0, count: columns)
        for (j, c) in coefficients { row[j] += c }
        a.append(row)
        b.append(value)
    }

    /// The minimum of `cost·y`, or nil when the rows are infeasible.
    func minimize(_ cost: [Int: Double]) -> Double? {
        let m = a.count, n = columns
        // Tableau: m constraint rows, then columns n structural + m artificial + rhs.
        let width = n + m + 1
        var t = [[Double]](repeating: [Double](repeating: 0, count: width), count: m)
        var basis = [Int](repeating: 0, count: m)
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            for j in 0..<n { t[i][j] = sign * a[i][j] }
            t[i][n + i] = 1
            t[i][width - 1] = sign * b[i]
            basis[i] = n + i
        }
        let eps = 1e-9

        func pivot(_ row: Int, _ column: Int) {
            let p = t[row][column]
            for j in 0..<width { t[row][j] /= p }
            for i in 0..<m where i != row && t[i][column] != 0 {
                let f = t[i][column]
                for j in 0..<width { t[i][j] -= f * t[row][j] }
            }
            basis[row] = column
        }

        /// Runs the simplex for costs over `allowed` columns; false if unbounded.
        func run(_ costs: [Double], allowed: Int) -> Bool {
            while true {
                // Reduced costs: c_j − c_B · column_j.
                var entering = -1
                for j in 0..<allowed where !basis.contains(j) {
                    var reduced = costs[j]
                    for i in 0..<m { reduced -= costs[basis[i]] * t[i][j] }
                    if reduced < -eps { entering = j; break }
                }
                if entering < 0 { return true }
                var leaving = -1
                var best = Double.infinity
                for i in 0..<m where t[i][entering] > eps {
                    let ratio = t[i][width - 1] / t[i][entering]
                    if ratio < best - eps || (abs(ratio - best) <= eps && basis[i] < basis[leaving]) {
                        best = ratio
                        leaving = i
                    }
                }
                if leaving < 0 { return false }
                pivot(leaving, entering)
            }
        }

        // Phase one: drive the artificial variables to zero.
        var phaseOne = [Double](repeating: 0, count: n + m)
        for i in 0..<m { phaseOne[n + i] = 1 }
        _ = run(phaseOne, allowed: n + m)
        var infeasibility = 0.0
        for i in 0..<m where basis[i] >= n { infeasibility += t[i][width - 1] }
        if infeasibility > 1e-7 { return nil }
        for i in 0..<m where basis[i] >= n {
            if let j = (0..<n).first(where: { abs(t[i][$0]) > eps }) { pivot(i, j) }
        }
        // Phase two, over the structural columns only.
        var costs = [Double](repeating: 0, count: n + m)
        for (j, c) in cost { costs[j] += c }
        guard run(costs, allowed: n) else { return -Double.infinity }
        var value = 0.0
        for i in 0..<m { value += costs[basis[i]] * t[i][width - 1] }
        return value
    }
}
