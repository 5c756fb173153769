import TandemSolver

/// Auto Layout-shaped systems for the solver benchmark. `Benchmarks/kiwi_bench.py`
/// builds the same systems, constraint for constraint, in kiwisolver.
enum SolverSystems {
    enum Shape: String, CaseIterable {
        /// Views stacked vertically: top = previous bottom + 8, leading and
        /// trailing 16 from the superview, height 44 (4 constraints per view).
        case chain
        /// Ten equal-width columns with 8-point gaps, rows 44 high (4 per view).
        case grid
        /// Rows of a label and a field with hugging (250/251) and compression
        /// resistance (750) inequalities (12 per row).
        case cells
    }

    /// A built system: its solver, the superview width edit variable, and one variable to read.
    struct Built {
        let solver: Solver
        let width: Variable
        let probe: Variable
    }

    static func build(_ shape: Shape, n: Int) throws -> Built {
        let solver = Solver()
        let svLeft = Variable("sv.left"), svWidth = Variable("sv.width")
        try solver.addConstraint(svLeft == 0)
        try solver.addEditVariable(svWidth, strength: Strength(999))
        try solver.suggestValue(1280, for: svWidth)
        var probe = svWidth
        switch shape {
        case .chain:
            var previousBottom: Variable?
            for i in 0..<n {
                let left = Variable(), right = Variable(), top = Variable(), bottom = Variable()
                try solver.addConstraint(left == svLeft + 16)
                try solver.addConstraint(right == svLeft + svWidth - 16)
                if let previousBottom {
                    try solver.addConstraint(top == previousBottom + 8)
                } else {
                    try solver.addConstraint(top == 8.0)
                }
                try solver.addConstraint(bottom == top + 44)
                previousBottom = bottom
                if i == n - 1 { probe = right }
            }
        case .grid:
            var lefts: [Variable] = [], widths: [Variable] = [], tops: [Variable] = [], heights: [Variable] = []
            for i in 0..<n {
                let column = i % 10
                let left = Variable(), width = Variable(), top = Variable(), height = Variable()
                if column == 0 {
                    try solver.addConstraint(left == svLeft + 16)
                } else {
                    try solver.addConstraint(left == lefts[i - 1] + widths[i - 1] + 8)
                    try solver.addConstraint(width == widths[i - 1])
                }
                if column == 9 || i == n - 1 {
                    try solver.addConstraint(left + width == svLeft + svWidth - 16)
                }
                if i >= 10 {
                    try solver.addConstraint(top == tops[i - 10] + heights[i - 10] + 8)
                } else {
                    try solver.addConstraint(top == 8.0)
                }
                try solver.addConstraint(height == 44.0)
                lefts.append(left); widths.append(width); tops.append(top); heights.append(height)
                if i == n - 1 { probe = width }
            }
        case .cells:
            var previousBottom: Variable?
            for i in 0..<n {
                let labelLeft = Variable(), labelWidth = Variable(), fieldLeft = Variable(), fieldWidth = Variable()
                let rowTop = Variable(), labelTop = Variable(), labelHeight = Variable(), rowBottom = Variable()
                try solver.addConstraint(labelLeft == svLeft + 16)
                try solver.addConstraint((labelWidth >= 80).withStrength(Strength(750)))
                try solver.addConstraint((labelWidth <= 80).withStrength(Strength(251)))
                try solver.addConstraint(fieldLeft == labelLeft + labelWidth + 8)
                try solver.addConstraint(fieldLeft + fieldWidth == svLeft + svWidth - 16)
                try solver.addConstraint((fieldWidth >= 100).withStrength(Strength(750)))
                try solver.addConstraint((fieldWidth <= 100).withStrength(Strength(250)))
                if let previousBottom {
                    try solver.addConstraint(rowTop == previousBottom)
                } else {
                    try solver.addConstraint(rowTop == 0.0)
                }
                try solver.addConstraint(labelTop == rowTop + 8)
                try solver.addConstraint((labelHeight >= 21).withStrength(Strength(750)))
                try solver.addConstraint((labelHeight <= 21).withStrength(Strength(251)))
                try solver.addConstraint(rowBottom == labelTop + labelHeight + 8)
                previousBottom = rowBottom
                if i == n - 1 { probe = fieldWidth }
            }
        }
        solver.updateVariables()
        return Built(solver: solver, width: svWidth, probe: probe)
    }
}
