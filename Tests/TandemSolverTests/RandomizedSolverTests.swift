import Testing

@testable import TandemSolver

/// Random systems checked against an independent LP: every required
/// constraint holds, and the violation of optional constraints at each
/// priority level is the least possible given the levels above it.
@Suite struct RandomizedSolverTests {
    struct Spec {
        var coefficients: [(Int, Double)]
        var constant: Double
        var relation: RelationalOperator
        var strength: Strength
    }

    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
    }

    /// A random system whose required part holds at a hidden point, so it is feasible.
    func makeSystem(seed: UInt64) -> (variables: Int, specs: [Spec]) {
        var g = Generator(state: seed)
        let n = g.int(2...12)
        let point = (0..<n).map { _ in Double(g.int(-40...40)) }
        let strengths = [Strength(250), Strength(500), Strength(750)]
        var specs: [Spec] = []
        for _ in 0..<g.int(1...(2 * n)) {
            let count = g.int(1...min(3, n))
            var coefficients: [(Int, Double)] = []
            for _ in 0..<count { coefficients.append((g.int(0...(n - 1)), Double(g.int(-3...3)))) }
            let lhs = coefficients.reduce(0.0) { $0 + $1.1 * point[$1.0] }
            let required = g.int(0...2) != 0
            let relation: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual][g.int(0...2)]
            var constant: Double
            if required {
                // Holds at the hidden point: equal exactly, inequalities with room.
                let room = Double(g.int(0...10))
                switch relation {
                case .equal: constant = -lhs
                case .lessThanOrEqual: constant = -lhs - room
                case .greaterThanOrEqual: constant = -lhs + room
                }
            } else {
                constant = Double(g.int(-60...60))
            }
            specs.append(
                Spec(
                    coefficients: coefficients, constant: constant, relation: relation,
                    strength: required ? .required : strengths[g.int(0...2)]))
        }
        return (n, specs)
    }

    func violation(_ spec: Spec, _ values: [Double]) -> Double {
        let e = spec.coefficients.reduce(spec.constant) { $0 + $1.1 * values[$1.0] }
        switch spec.relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// The least violation per optional level, highest first, by the dense LP.
    func referenceOptimum(variables n: Int, specs: [Spec], levels: [Strength]) -> [Double] {
        var lp = DenseLP()
        let plus = (0..<n).map { _ in lp.addColumn() }
        let minus = (0..<n).map { _ in lp.addColumn() }
        var costs: [Strength: [Int: Double]] = [:]
        for spec in specs {
            var row: [Int: Double] = [:]
            for (j, c) in spec.coefficients {
                row[plus[j], default: 0] += c
                row[minus[j], default: 0] -= c
            }
            switch (spec.relation, spec.strength.isRequired) {
            case (.equal, true): break
            case (.lessThanOrEqual, true): row[lp.addColumn()] = 1
            case (.greaterThanOrEqual, true): row[lp.addColumn()] = -1
            case (.equal, false):
                let ep = lp.addColumn(), em = lp.addColumn()
                row[ep] = -1; row[em] = 1
                costs[spec.strength, default: [:]][ep] = 1
                costs[spec.strength, default: [:]][em] = 1
            case (.lessThanOrEqual, false):
                row[lp.addColumn()] = 1
                let e = lp.addColumn(); row[e] = -1
                costs[spec.strength, default: [:]][e] = 1
            case (.greaterThanOrEqual, false):
                row[lp.addColumn()] = -1
                let e = lp.addColumn(); row[e] = 1
                costs[spec.strength, default: [:]][e] = 1
            }
            lp.addRow(row, equals: -spec.constant)
        }
        var optimum: [Double] = []
        for level in levels {
            let cost = costs[level] ?? [:]
            let best = lp.minimize(cost)!
            optimum.append(best)
            // Hold this level at its optimum while the next is minimized.
            var row = cost
            row[lp.addColumn()] = 1
            lp.addRow(row, equals: best + 1e-7)
        }
        return optimum
    }

    static let levels = [Strength(750), Strength(500), Strength(250)]

    /// Adds the system's constraints to a fresh solver, in order.
    func solve(_ n: Int, _ specs: [Spec]) throws -> (Solver, [Variable], [Constraint]) {
        let solver = Solver()
        let variables = (0..<n).map { Variable("x\($0)") }
        var added: [Constraint] = []
        for spec in specs {
            let expression = Expression(spec.coefficients.map { Term(variables[$0.0], $0.1) }, constant: spec.constant)
            let constraint = Constraint(expression, spec.relation, strength: spec.strength)
            try solver.addConstraint(constraint)
            added.append(constraint)
        }
        return (solver, variables, added)
    }

    /// Checks the solution against the LP: required constraints hold, and each
    /// level's violation is optimal. Returns false at the first mismatch.
    func matchesReference(seed: UInt64, n: Int, specs: [Spec], values: [Double]) -> Bool {
        for spec in specs where spec.strength.isRequired {
            #expect(violation(spec, values) < 1e-6, "seed \(seed): required constraint violated")
        }
        let reference = referenceOptimum(variables: n, specs: specs, levels: Self.levels)
        for (index, level) in Self.levels.enumerated() {
            let ours = specs.filter { $0.strength == level }.reduce(0.0) { $0 + violation($1, values) }
            let ok = abs(ours - reference[index]) < 1e-5 * max(1, reference[index])
            #expect(ok, "seed \(seed) level \(level): \(ours) vs optimum \(reference[index])")
            if !ok { return false }
        }
        return true
    }

    @Test func randomSystemsMatchAnIndependentLP() throws {
        for seed in UInt64(1)...3000 {
            let (n, specs) = makeSystem(seed: seed)
            let (solver, variables, _) = try solve(n, specs)
            solver.updateVariables()
            guard matchesReference(seed: seed, n: n, specs: specs, values: variables.map(\.value)) else { return }
        }
    }

    @Test func removingARandomConstraintGivesTheOptimumOfTheRest() throws {
        for seed in UInt64(5001)...6500 {
            let (n, specs) = makeSystem(seed: seed)
            let (solver, variables, constraints) = try solve(n, specs)
            var added = constraints
            var remaining = specs
            // Remove up to three constraints, at varying positions.
            var g = Generator(state: seed)
            for _ in 0..<min(3, remaining.count) {
                let index = g.int(0...(remaining.count - 1))
                try solver.removeConstraint(added.remove(at: index))
                remaining.remove(at: index)
            }
            solver.updateVariables()
            guard matchesReference(seed: seed, n: n, specs: remaining, values: variables.map(\.value)) else { return }
        }
    }

    @Test func removingSeveralAtOnceGivesTheOptimumOfTheRest() throws {
        for seed in UInt64(7001)...8000 {
            let (n, specs) = makeSystem(seed: seed)
            let (solver, variables, constraints) = try solve(n, specs)
            var added = constraints
            var remaining = specs
            var g = Generator(state: seed)
            var batch: [Constraint] = []
            for _ in 0..<min(4, remaining.count) {
                let index = g.int(0...(remaining.count - 1))
                batch.append(added.remove(at: index))
                remaining.remove(at: index)
            }
            try solver.removeConstraints(batch)
            solver.updateVariables()
            guard matchesReference(seed: seed, n: n, specs: remaining, values: variables.map(\.value)) else { return }
        }
    }

    @Test func randomContradictionsThrowAndChangeNothing() throws {
        for seed in UInt64(1)...300 {
            let (n, specs) = makeSystem(seed: seed)
            let (solver, variables, _) = try solve(n, specs)
            solver.updateVariables()
            // x0 pinned, then pinned elsewhere: the second must throw.
            try solver.addConstraint((variables[0] == 1000).withStrength(.strong))
            let pin = variables[0] <= 2000
            try solver.addConstraint(pin)
            solver.updateVariables()
            let pinned = variables.map(\.value)
            let contradiction = variables[0] >= 3000
            #expect(throws: SolverError.self) { try solver.addConstraint(contradiction) }
            solver.updateVariables()
            #expect(variables.map(\.value) == pinned, "seed \(seed)")
            try solver.removeConstraint(pin)
        }
    }

    /// Whether the required constraints can all hold, by the dense LP.
    func isFeasible(variables n: Int, specs: [Spec]) -> Bool {
        var lp = DenseLP()
        let plus = (0..<n).map { _ in lp.addColumn() }
        let minus = (0..<n).map { _ in lp.addColumn() }
        for spec in specs where spec.strength.isRequired {
            var row: [Int: Double] = [:]
            for (j, c) in spec.coefficients {
                row[plus[j], default: 0] += c
                row[minus[j], default: 0] -= c
            }
            switch spec.relation {
            case .equal: break
            case .lessThanOrEqual: row[lp.addColumn()] = 1
            case .greaterThanOrEqual: row[lp.addColumn()] = -1
            }
            lp.addRow(row, equals: -spec.constant)
        }
        return lp.minimize([:]) != nil
    }

    /// New constants, in place: the solution is the optimum of the changed
    /// system, or — when a required constraint cannot hold at its new
    /// constant — the call throws and the solution is the optimum of the
    /// system as it was.
    @Test func changingConstantsInPlaceGivesTheOptimumOfTheChangedSystem() throws {
        var changedRequired = 0, refused = 0, inPlace = 0, calls = 0
        for seed in UInt64(9001)...10200 {
            let (n, original) = makeSystem(seed: seed)
            let (solver, variables, constraints) = try solve(n, original)
            var specs = original
            var g = Generator(state: seed ^ 0xABCDEF)
            for _ in 0..<min(4, specs.count) {
                let index = g.int(0...(specs.count - 1))
                var changed = specs
                changed[index].constant += Double(g.int(-25...25))
                calls += 1
                do {
                    try solver.setConstant(changed[index].constant, of: constraints[index])
                    specs = changed
                    if specs[index].strength.isRequired { changedRequired += 1 }
                } catch SolverError.unsatisfiableConstraint {
                    refused += 1
                    #expect(!isFeasible(variables: n, specs: changed), "seed \(seed): a feasible change was refused")
                    #expect(constraints[index].expression.constant == specs[index].constant)
                }
                solver.updateVariables()
                guard matchesReference(seed: seed, n: n, specs: specs, values: variables.map(\.value)) else { return }
            }
            inPlace += solver.statistics.constantsChangedInPlace
            // Removing after changes still works from the changed tableau.
            try solver.removeConstraint(constraints[0])
            specs.remove(at: 0)
            solver.updateVariables()
            guard matchesReference(seed: seed, n: n, specs: specs, values: variables.map(\.value)) else { return }
        }
        // The systems exercised both paths.
        #expect(changedRequired > 100)
        #expect(refused > 10)
        // Most changes took the in-place path, not a removal and an add.
        #expect(inPlace * 4 > calls * 3, "\(inPlace) of \(calls) in place")
    }

    /// An equality held at one strength above zero and another below is
    /// the pair of inequalities it stands for: the solution is the optimum
    /// of the system with the two inequalities, after adds, a constant
    /// change and a removal.
    @Test func anEqualityWithTwoStrengthsIsThePairOfInequalities() throws {
        let strengths = [Strength(250), Strength(500), Strength(750)]
        for seed in UInt64(12001)...13000 {
            let (n, original) = makeSystem(seed: seed)
            let (solver, variables, _) = try solve(n, original)
            var g = Generator(state: seed ^ 0x5151)
            var specs = original
            var pairs: [(constraint: Constraint, specs: [Spec])] = []
            for _ in 0..<g.int(1...3) {
                let count = g.int(1...min(3, n))
                var coefficients: [(Int, Double)] = []
                for _ in 0..<count { coefficients.append((g.int(0...(n - 1)), Double(g.int(-3...3)))) }
                let constant = Double(g.int(-60...60))
                let above = strengths[g.int(0...2)], below = strengths[g.int(0...2)]
                let expression = Expression(coefficients.map { Term(variables[$0.0], $0.1) }, constant: constant)
                let pair = try #require(Constraint(equal: expression, above: above, below: below))
                try solver.addConstraint(pair)
                let halves = [
                    Spec(coefficients: coefficients, constant: constant, relation: .lessThanOrEqual, strength: above),
                    Spec(
                        coefficients: coefficients, constant: constant, relation: .greaterThanOrEqual, strength: below),
                ]
                specs += halves
                pairs.append((pair, halves))
            }
            solver.updateVariables()
            guard matchesReference(seed: seed, n: n, specs: specs, values: variables.map(\.value)) else { return }

            // A new constant for the first pair moves both halves.
            let moved = Double(g.int(-60...60))
            try solver.setConstant(moved, of: pairs[0].constraint)
            let firstHalves = specs.count - pairs.count * 2
            specs[firstHalves].constant = moved
            specs[firstHalves + 1].constant = moved
            solver.updateVariables()
            guard matchesReference(seed: seed, n: n, specs: specs, values: variables.map(\.value)) else { return }

            // The same halves as two ordinary constraints, both moved in
            // place, reach the same optimum (a dual simplex alone did not
            // always: see `Solver.setConstant`).
            let (twice, twiceVariables, _) = try solve(n, original)
            var halves: [Constraint] = []
            for spec in specs[firstHalves...] {
                let expression = Expression(
                    spec.coefficients.map { Term(twiceVariables[$0.0], $0.1) }, constant: spec.constant)
                let half = Constraint(expression, spec.relation, strength: spec.strength)
                halves.append(half)
                try twice.addConstraint(half)
            }
            let before = Double(g.int(-60...60))
            for half in halves[..<2] { try twice.setConstant(before, of: half) }
            for half in halves[..<2] { try twice.setConstant(moved, of: half) }
            twice.updateVariables()
            guard matchesReference(seed: seed, n: n, specs: specs, values: twiceVariables.map(\.value)) else { return }

            // Removing the last pair removes both halves.
            try solver.removeConstraint(pairs.last!.constraint)
            specs.removeLast(2)
            solver.updateVariables()
            guard matchesReference(seed: seed, n: n, specs: specs, values: variables.map(\.value)) else { return }
        }
        #expect(Constraint(equal: Expression(constant: 1), above: .required, below: Strength(250)) == nil)
    }
}
