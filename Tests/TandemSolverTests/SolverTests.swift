import Testing

@testable import TandemSolver

@Suite struct SolverTests {
    func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test func requiredEqualitiesAndInequalitiesHold() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(left == 10)
        try solver.addConstraint(width == 100)
        try solver.addConstraint(right == left + width)
        solver.updateVariables()
        #expect(right.value == 110)
        let x = Variable("x")
        try solver.addConstraint(x >= right + 8)
        try solver.addConstraint((x == 0).withStrength(.weak))
        solver.updateVariables()
        #expect(x.value == 118)
        #expect(solver.value(of: x) == 118)
    }

    @Test func equalWidthsAndCenteringSolveAsByHand() throws {
        // Two views side by side in a 300-wide container with 10-point margins and
        // spacing, equal widths: each is (300 - 30) / 2 = 135.
        let solver = Solver()
        let container = Variable("container")
        let a0 = Variable("a0"), a1 = Variable("a1"), b0 = Variable("b0"), b1 = Variable("b1")
        try solver.addConstraints([
            container == 300, a0 == 10, b0 == a1 + 10, b1 == container - 10,
            a1 - a0 == b1 - b0,
        ])
        solver.updateVariables()
        #expect(a1.value == 145 && b0.value == 155)
        // Centering a 50-wide box: its center is the container's.
        let c0 = Variable("c0"), c1 = Variable("c1")
        try solver.addConstraints([c1 - c0 == 50, (c0 + c1) / 2 == container / 2])
        solver.updateVariables()
        #expect(c0.value == 125 && c1.value == 175)
    }

    @Test func compressionResistanceBeatsHuggingAtUIKitPriorities() throws {
        // A label wants its intrinsic width 120: hugging (<= 120) at 250,
        // compression resistance (>= 120) at 750. A required width of 100
        // breaks hugging nothing and compression by 20; a request to be 200
        // at 500 beats hugging (250) but cannot beat a required maximum.
        let solver = Solver()
        let w = Variable("w")
        try solver.addConstraint((w <= 120).withStrength(Strength(250)))
        try solver.addConstraint((w >= 120).withStrength(Strength(750)))
        solver.updateVariables()
        #expect(w.value == 120)
        let stretch = (w == 200).withStrength(.medium)
        try solver.addConstraint(stretch)
        solver.updateVariables()
        #expect(w.value == 200)
        try solver.removeConstraint(stretch)
        let squeeze = w <= 100
        try solver.addConstraint(squeeze)
        solver.updateVariables()
        #expect(w.value == 100)
        try solver.removeConstraint(squeeze)
        solver.updateVariables()
        #expect(w.value == 120)
    }

    @Test func priorityLevelsAreLexicographic() throws {
        // Fifty weak constraints pulling x to 0 never outweigh one at 251 pulling it to 100.
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<50 { try solver.addConstraint((x == 0).withStrength(Strength(250))) }
        try solver.addConstraint((x == 100).withStrength(Strength(251)))
        solver.updateVariables()
        #expect(x.value == 100)
        // Within one level, violations add up: two at 10 beat one at 40.
        let y = Variable("y")
        try solver.addConstraint((y == 10).withStrength(.strong))
        try solver.addConstraint((y == 10).withStrength(.strong))
        try solver.addConstraint((y == 40).withStrength(.strong))
        solver.updateVariables()
        #expect(y.value == 10)
    }

    @Test func conflictingOptionalConstraintsFollowTheirPriorities() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10).withStrength(.weak))
        try solver.addConstraint((x == 20).withStrength(.medium))
        try solver.addConstraint((x == 30).withStrength(.strong))
        solver.updateVariables()
        #expect(x.value == 30)
        try solver.addConstraint(x <= 25)
        solver.updateVariables()
        #expect(x.value == 25)
    }

    @Test func editVariablesMoveTheSolutionIncrementally() throws {
        let solver = Solver()
        let width = Variable("width"), left = Variable("left"), right = Variable("right")
        try solver.addEditVariable(width, strength: Strength(999))
        try solver.addConstraints([left == 16, right == width - 16, right - left >= 0])
        for value in [320.0, 1024, 50, 10, 400] {
            try solver.suggestValue(value, for: width)
            solver.updateVariables()
            // Below 32 the required `right >= left` wins over the edit.
            #expect(width.value == max(value, 32))
            #expect(right.value == max(value, 32) - 16)
        }
        try solver.removeEditVariable(width)
        solver.updateVariables()
        #expect(width.value == 400, "the last solution stays")
        #expect(!solver.hasEditVariable(width))
    }

    @Test func everyErrorIsThrownAsDocumented() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 10
        try solver.addConstraint(c)
        #expect(throws: SolverError.self) { try solver.addConstraint(c) }
        #expect(throws: SolverError.self) { try solver.removeConstraint(x == 10) }
        #expect(throws: SolverError.self) { try solver.addConstraint(x == 11) }
        #expect(throws: SolverError.self) { try solver.addConstraint(x == .nan) }
        #expect(throws: SolverError.self) { try solver.addConstraint(Double.infinity * x >= 1) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        let e = Variable("e")
        try solver.addEditVariable(e, strength: .strong)
        #expect(throws: SolverError.self) { try solver.addEditVariable(e, strength: .strong) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: e) }
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(solver.hasConstraint(c))
    }

    @Test func anUnsatisfiableRequiredConstraintLeavesTheSolverAsItWas() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.addConstraints([a >= 10, b >= a + 5, c == b + a, (c == 0).withStrength(.weak)])
        solver.updateVariables()
        let before = [a.value, b.value, c.value]
        #expect(before == [10, 15, 25])
        let bad = b <= 12
        do {
            try solver.addConstraint(bad)
            Issue.record("expected unsatisfiable")
        } catch SolverError.unsatisfiableConstraint(let reported) {
            #expect(reported === bad)
        }
        #expect(!solver.hasConstraint(bad))
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == before)
        // And it keeps working.
        try solver.addConstraint(a == 20)
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == [20, 25, 45])
    }

    @Test func removingConstraintsRestoresEarlierSolutions() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint((x == 5).withStrength(.weak))
        try solver.addConstraint((y == x + 1).withStrength(.strong))
        let pin = x == 50
        try solver.addConstraint(pin)
        solver.updateVariables()
        #expect(x.value == 50 && y.value == 51)
        try solver.removeConstraint(pin)
        solver.updateVariables()
        #expect(x.value == 5 && y.value == 6)
        solver.reset()
        #expect(!solver.hasConstraint(pin))
        try solver.addConstraint(x == 1)
        solver.updateVariables()
        #expect(x.value == 1)
    }

    @Test func nearZeroCoefficientsAreTreatedAsZero() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + 1e-12 * y == 10)
        try solver.addConstraint((y == 3).withStrength(.weak))
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 3)
    }

    @Test func chainsOfEqualitiesCanBeCutAnywhere() throws {
        // top(i) == bottom(i-1) + 8, bottom(i) == top(i) + 44: each defines a new variable.
        let solver = Solver()
        var tops: [Variable] = [], bottoms: [Variable] = []
        var links: [Constraint] = []
        for i in 0..<20 {
            let top = Variable("top\(i)"), bottom = Variable("bottom\(i)")
            let link = i == 0 ? top == 8.0 : top == bottoms[i - 1] + 8
            try solver.addConstraint(link)
            try solver.addConstraint(bottom == top + 44)
            links.append(link)
            tops.append(top)
            bottoms.append(bottom)
        }
        solver.updateVariables()
        #expect(bottoms[19].value == 8 + 20 * 44 + 19 * 8)
        // Cut the chain in the middle and start the second half at 1000.
        try solver.removeConstraint(links[10])
        try solver.addConstraint(tops[10] == 1000.0)
        solver.updateVariables()
        #expect(bottoms[9].value == 8 + 10 * 44 + 9 * 8)
        #expect(tops[10].value == 1000)
        #expect(bottoms[19].value == 1000 + 10 * 44 + 9 * 8)
        // The last link was never built on: removing it frees just its variable.
        let last = bottoms[19] == tops[19] + 44
        _ = last
        try solver.removeConstraint(links[19])
        try solver.addConstraint(tops[19] == bottoms[18] + 100)
        solver.updateVariables()
        #expect(tops[19].value == bottoms[18].value + 100)
        #expect(bottoms[19].value == tops[19].value + 44)
    }

    @Test func incrementalReadBackMatchesAFullSolve() throws {
        // Rows of a label and a field under a superview whose width is edited:
        // after each suggestion only the moved variables are recomputed.
        let solver = Solver()
        let svLeft = Variable("sv.left"), svWidth = Variable("sv.width")
        try solver.addConstraint(svLeft == 0)
        try solver.addEditVariable(svWidth, strength: Strength(999))
        var all: [Variable] = [svLeft, svWidth]
        var previousBottom: Variable?
        for _ in 0..<20 {
            let labelLeft = Variable(), labelWidth = Variable(), fieldLeft = Variable(), fieldWidth = Variable()
            let rowTop = Variable(), labelHeight = Variable(), rowBottom = Variable()
            try solver.addConstraints([
                labelLeft == svLeft + 16,
                (labelWidth >= 80).withStrength(Strength(750)),
                (labelWidth <= 80).withStrength(Strength(251)),
                fieldLeft == labelLeft + labelWidth + 8,
                fieldLeft + fieldWidth == svLeft + svWidth - 16,
                (fieldWidth >= 100).withStrength(Strength(750)),
                (fieldWidth <= 100).withStrength(Strength(250)),
                previousBottom.map { rowTop == $0 } ?? (rowTop == 0.0),
                (labelHeight >= 21).withStrength(Strength(750)),
                rowBottom == rowTop + labelHeight + 16,
            ])
            previousBottom = rowBottom
            all += [labelLeft, labelWidth, fieldLeft, fieldWidth, rowTop, labelHeight, rowBottom]
        }
        solver.updateVariables()
        for width in [1280.0, 768, 320, 200, 1024, 150, 600] {
            try solver.suggestValue(width, for: svWidth)
            solver.updateVariables()
            for variable in all {
                #expect(variable.value == solver.value(of: variable), "width \(width)")
            }
            // Label and field share what the width leaves them (the edit outranks compression resistance).
            #expect(all[3].value + all[5].value == width - 40)
        }
    }

    /// Removing many definitions that rows were built through rebuilds the
    /// tableau once, before it is next used, and the solution is that of
    /// the remaining constraints.
    @Test func removingManyUsedDefinitionsRebuildsOnce() throws {
        let solver = Solver()
        let xs = (0..<40).map { Variable("x\($0)") }
        var chain: [Constraint] = []
        // x0 = 0, x(i) = x(i-1) + 10: definitions, each built on the one before.
        let origin = xs[0] == 0.0
        try solver.addConstraint(origin)
        for i in 1..<40 {
            let link = xs[i] == xs[i - 1] + 10
            try solver.addConstraint(link)
            chain.append(link)
        }
        // A row built through the last definition, and weak pulls on the rest.
        try solver.addConstraint(xs[39] <= 1000)
        for x in xs { try solver.addConstraint((x == 5.0).withStrength(.weak)) }
        let rebuilds = solver.statistics.rebuilds
        for link in chain[20...] { try solver.removeConstraint(link) }
        #expect(solver.statistics.rebuilds == rebuilds)
        solver.updateVariables()
        #expect(solver.statistics.rebuilds == rebuilds + 1)
        // x20's link is the last kept.
        #expect(xs[20].value == 200)
        // Freed from their links, the others follow their weak pull.
        #expect(xs[21...].allSatisfy { $0.value == 5 })
    }
}
