import TandemSupport

/// An incremental Cassowary solver for linear equalities and inequalities
/// with required and prioritized optional constraints.
///
/// Required constraints always hold after a successful `addConstraint`; an
/// add that would make them contradictory throws and leaves the solution as
/// it was. Optional constraints are satisfied as well as their priorities
/// allow, higher priorities first (see ``Strength``). Edit variables take
/// suggested values (`suggestValue`) and the solution moves incrementally.
///
/// The tableau keeps, for every symbol, the rows it appears in, so adding,
/// removing and re-solving touch only the rows a change reaches: the cost of
/// an update follows its size, not the size of the system.
///
/// Not thread-safe: use a solver (and its variables) from one thread.
public final class Solver {
    /// What a tableau symbol stands for.
    enum Kind: UInt8 {
        /// A user variable: unrestricted in sign.
        case external
        /// A slack of an inequality: never negative.
        case slack
        /// The error of an optional constraint: never negative, minimized.
        case error
        /// A marker of a required equality: always zero.
        case dummy
    }

    /// The symbols a constraint put into the tableau.
    struct Tag {
        var marker: Int32
        var other: Int32 = -1
        /// For a definition (see `addDefinition`): the variable it defines.
        var defines: Int32 = -1
        /// The marker's coefficient in the constraint's row as first made,
        /// times the sign the row was normalized with (-1 when it was
        /// negated): what `setConstant` needs to shift the marker. (One
        /// number, not two: a tag is kept for every constraint.)
        var markerScale = 0.0
        /// When the constraint was added: rebuilds re-add in this order.
        var sequence = 0
    }

    struct EditInfo {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    var kinds: [Kind] = []
    /// The row of each basic symbol, by symbol.
    var rows: [Row?] = []
    /// For each symbol, the basic symbols whose rows contain it.
    var columns: [Set<Int32>] = []
    /// Basic symbols whose rows may have a negative constant (for the dual simplex).
    var infeasible: [Int32] = []
    /// One objective row per priority level, highest priority first.
    var objective = Objective()
    /// The artificial objective while a constraint is added through one.
    var artificial: Row?
    /// While an add may fail: each row's state before the add touched it
    /// (nil inside for a symbol that was not basic), so a failure can be undone exactly.
    var journal: [Int32: Row?]?

    var constraints: [Constraint: Tag] = [:]
    /// The next `Tag.sequence`: constraints keep the order they were added
    /// in without a list that removal would have to search.
    private var nextSequence = 0
    /// Set when a removed definition had rows built through it: the tableau
    /// is rebuilt from the remaining constraints before it is next used, so
    /// that many such removals in a row (a stack view re-arranged, a subtree
    /// leaving) cost one rebuild, not one each.
    var needsRebuild = false

    /// Counts of the work done, for tests that pin down what a change costs.
    struct Statistics {
        /// Required equalities kept as definitions.
        var definitions = 0
        /// Constraints that entered the tableau with a subject at once.
        var directRows = 0
        /// Constraints that needed the artificial phase.
        var artificialAdds = 0
        /// Simplex pivots of every kind.
        var pivots = 0
        /// `setConstant` calls served without a removal and an add.
        var constantsChangedInPlace = 0
        /// Rebuilds of the tableau from the constraints.
        var rebuilds = 0
    }
    var statistics = Statistics()
    /// Variables defined outside the tableau (see `addDefinition`), in the
    /// order they were defined: each refers only to symbols that existed
    /// before it, so this order evaluates them. Removed ones stay as
    /// tombstones (`isRemoved`) until the next rebuild.
    var definitionList: [Definition] = []
    /// The terms of all definitions, back to back (see `Definition.termStart`).
    var definitionTerms: [(symbol: Int32, coefficient: Double)] = []
    /// Where each defined symbol's definition is in `definitionList`.
    var definitionSlot: [Int32: Int] = [:]
    /// Defined symbols that a row or another definition was built from.
    var referencedDefinitions: Set<Int32> = []
    private var symbolOfVariable: [ObjectIdentifier: Int32] = [:]
    var variables: [(variable: Variable, symbol: Int32)] = []
    /// The same variables' symbols and value storage, in the same order: the
    /// read-back loops touch only these, never the objects (no reference counting).
    var variableSymbols: [Int32] = []
    /// The variables that no definition gives a value: read-back copies these
    /// from the tableau (defined ones are computed after).
    var undefinedSymbols: [Int32] = []
    var variableStorage: [UnsafeMutablePointer<Double>] = []
    /// The buffer `solutionValues` fills, kept between solves.
    var valueScratch: [Double] = []
    private var edits: [Variable: EditInfo] = [:]
    /// Released edit variables held at their last value below every priority.
    private var stays: [Variable: Constraint] = [:]

    /// Creates an empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: `SolverError.duplicateConstraint` if it was added already;
    ///   `.nonFiniteConstraint` if a coefficient or the constant is NaN or
    ///   infinite; `.unsatisfiableConstraint` if it is required and cannot
    ///   hold with the required constraints already added. After a throw the
    ///   solver holds the same constraints and solution as before the call.
    public func addConstraint(_ constraint: Constraint) throws {
        guard constraints[constraint] == nil else { throw SolverError.duplicateConstraint(constraint) }
        try rebuildIfNeeded()
        guard constraint.expression.isFinite else { throw SolverError.nonFiniteConstraint(constraint) }
        if constraint.strength.isRequired, constraint.relation == .equal,
            let defined = newVariable(in: constraint.expression)
        {
            statistics.definitions += 1
            addDefinition(constraint, defining: defined)
            return
        }
        var (row, tag) = makeRow(for: constraint)
        tag.sequence = takeSequence()
        var subject = chooseSubject(row, tag)
        if subject < 0, row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // Only required-equality markers left: it holds iff the constant is zero.
            guard Row.isNearZero(row.constant) else { throw SolverError.unsatisfiableConstraint(constraint) }
            subject = tag.marker
        }
        if subject < 0 {
            objective.beginJournal()
            journal = [:]
            defer {
                journal = nil
                objective.endJournal()
            }
            statistics.artificialAdds += 1
            guard addThroughArtificialVariable(row) else {
                rollBack()
                throw SolverError.unsatisfiableConstraint(constraint)
            }
        } else {
            statistics.directRows += 1
            var solved = row
            solved.solve(for: subject)
            substitute(subject, with: solved)
            putRow(subject, solved)
        }
        constraints[constraint] = tag
        try optimize()
    }

    private func takeSequence() -> Int {
        nextSequence += 1
        return nextSequence
    }

    /// Gives a re-added constraint back its place in the order of adds.
    func keepSequence(_ sequence: Int, of constraint: Constraint) {
        constraints[constraint]?.sequence = sequence
    }

    /// Adds several constraints in order; stops at the first that throws.
    public func addConstraints(_ list: [Constraint]) throws {
        for constraint in list { try addConstraint(constraint) }
    }

    /// Removes a constraint and re-solves. A removed definition that rows
    /// were built through leaves the tableau to be rebuilt, which happens
    /// once, when the solver is next used (so removing many costs one rebuild).
    ///
    /// - Throws: `SolverError.unknownConstraint` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        // A rebuild is due anyway: it will not include this one.
        guard !needsRebuild else { return }
        try withdraw(tag, of: constraint)
        try optimize()
    }

    /// Removes several constraints at once, as if one by one, but cheaper
    /// for many: the bookkeeping is updated in one pass, the objective is
    /// optimized once at the end, and when any of them is a definition that
    /// rows were built through, the tableau is rebuilt once after all are
    /// gone instead of once per such constraint (a view tree leaving a window
    /// removes whole chains). Throws
    /// ``SolverError/unknownConstraint(_:)`` before changing anything when
    /// one is not in the solver.
    public func removeConstraints(_ list: [Constraint]) throws {
        guard list.count > 1 else {
            if let only = list.first { try removeConstraint(only) }
            return
        }
        for constraint in list where constraints[constraint] == nil {
            throw SolverError.unknownConstraint(constraint)
        }
        var tags: [(Tag, Constraint)] = []
        tags.reserveCapacity(list.count)
        for constraint in list {
            // A constraint listed twice is removed once.
            if let tag = constraints.removeValue(forKey: constraint) { tags.append((tag, constraint)) }
        }
        if needsRebuild || tags.contains(where: { $0.0.defines >= 0 && referencedDefinitions.contains($0.0.defines) }) {
            needsRebuild = true
            return
        }
        for (tag, constraint) in tags { try withdraw(tag, of: constraint) }
        try optimize()
    }

    /// Takes a removed constraint's symbols out of the tableau (the caller
    /// optimizes afterwards: removals keep the tableau feasible).
    private func withdraw(_ tag: Tag, of constraint: Constraint) throws {
        if tag.defines >= 0 {
            if referencedDefinitions.contains(tag.defines) {
                // Rows or definitions were built through this one, with no
                // marker to undo it by: rebuild from the remaining
                // constraints, once, before the tableau is next used.
                needsRebuild = true
            } else {
                // Nothing used it: the variable simply becomes free again.
                if let slot = definitionSlot.removeValue(forKey: tag.defines) {
                    definitionList[slot].isRemoved = true
                }
                undefinedSymbols.append(tag.defines)
            }
            return
        }
        // Take the constraint's errors out of the objective first.
        // (The second error of an equality is the one below zero.)
        if kinds[Int(tag.marker)] == .error { removeFromObjective(tag.marker, constraint.strength) }
        if tag.other >= 0, kinds[Int(tag.other)] == .error { removeFromObjective(tag.other, constraint.strengthBelow) }
        if rows[Int(tag.marker)] != nil {
            _ = takeRow(tag.marker)
        } else if let leaving = markerLeavingRow(tag.marker) {
            var row = takeRow(leaving)
            row.solve(for: leaving, replacing: tag.marker)
            substitute(tag.marker, with: row)
        }
    }

    /// Whether the constraint is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[constraint] != nil
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a constraint `variable == suggestion`
    /// at `strength`, initially suggesting 0.
    ///
    /// - Throws: `.duplicateEditVariable` if it already is one;
    ///   `.requiredEditStrength` if `strength` is required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw SolverError.requiredEditStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        if let stay = stays.removeValue(forKey: variable) { try removeConstraint(stay) }
        try addConstraint(constraint)
        edits[variable] = EditInfo(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    /// Stops editing `variable`. Its last value stays: the solver holds it
    /// there below every priority (Cassowary's "stay"), so only constraints
    /// that want something else move it.
    ///
    /// - Throws: `.unknownEditVariable` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable(variable) }
        let stay = Constraint(Expression(variable) - value(of: variable), .equal, strength: .stay)
        try addConstraint(stay)
        stays[variable] = stay
        try removeConstraint(info.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally
    /// (dual simplex over just the rows the change reaches).
    ///
    /// - Throws: `.unknownEditVariable` if it is not an edit variable;
    ///   `.nonFiniteSuggestion` for NaN or infinity (nothing changes).
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        guard value.isFinite else { throw SolverError.nonFiniteSuggestion(variable, value) }
        guard edits[variable] != nil else { throw SolverError.unknownEditVariable(variable) }
        try rebuildIfNeeded()
        guard var info = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        let marker = info.tag.marker, other = info.tag.other
        if rows[Int(marker)] != nil {
            rows[Int(marker)]!.constant -= delta
            if rows[Int(marker)]!.constant < 0 { infeasible.append(marker) }
        } else if other >= 0, rows[Int(other)] != nil {
            rows[Int(other)]!.constant += delta
            if rows[Int(other)]!.constant < 0 { infeasible.append(other) }
        } else {
            // Every row the marker reaches moves with the suggestion; only those
            // that turn negative (sorted, for repeatable pivots) need the dual simplex.
            var negative: [Int32] = []
            let reached = columns[Int(marker)]
            // One exclusive access to the rows for the whole loop: per-element
            // access to a class's stored array would be checked each time.
            kinds.withUnsafeBufferPointer { kinds in
                rows.withUnsafeMutableBufferPointer { rows in
                    let base = rows.baseAddress!
                    for basic in reached {
                        let b = Int(basic)
                        // Through the pointer, the row is borrowed and changed in
                        // place: no copy of its cells per update.
                        let row = base + b
                        row.pointee!.constant += row.pointee!.coefficient(for: marker) * delta
                        if kinds[b] != .external, row.pointee!.constant < 0 { negative.append(basic) }
                    }
                }
            }
            infeasible.append(contentsOf: negative.sorted())
        }
        try dualOptimize()
        // As in `setConstant`: the primal pass makes sure the basis is optimal.
        try optimize()
    }

    // MARK: Reading the solution

    /// Copies the current solution into every variable's `value`.
    public func updateVariables() {
        rebuildBeforeReading()
        let values = solutionValues()
        values.withUnsafeBufferPointer { values in
            for (index, symbol) in variableSymbols.enumerated() {
                variableStorage[index].pointee = values[Int(symbol)]
            }
        }
    }

    /// Copies the current solution into every variable's `value` and calls
    /// `changed` with each variable whose value is not the one it held, so
    /// that a caller can act on what moved without looking at every variable.
    public func updateVariables(reportingChanges changed: (Variable) -> Void) {
        rebuildBeforeReading()
        let values = solutionValues()
        var moved: [Int] = []
        values.withUnsafeBufferPointer { values in
            for (index, symbol) in variableSymbols.enumerated() {
                let value = values[Int(symbol)]
                let storage = variableStorage[index]
                if storage.pointee != value {
                    storage.pointee = value
                    moved.append(index)
                }
            }
        }
        for index in moved { changed(variables[index].variable) }
    }

    /// The current solution for one variable (0 for a variable the solver has not seen).
    public func value(of variable: Variable) -> Double {
        rebuildBeforeReading()
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
        if definitionSlot[symbol] == nil { return rows[Int(symbol)]?.constant ?? 0 }
        return solutionValues()[Int(symbol)]
    }

    /// Removes every constraint, edit variable and variable.
    public func reset() {
        kinds = []
        rows = []
        columns = []
        infeasible = []
        objective = Objective()
        artificial = nil
        constraints = [:]
        nextSequence = 0
        needsRebuild = false
        definitionList = []
        definitionTerms = []
        definitionSlot = [:]
        referencedDefinitions = []
        symbolOfVariable = [:]
        variables = []
        variableSymbols = []
        undefinedSymbols = []
        variableStorage = []
        edits = [:]
        stays = [:]
    }

    // MARK: Building rows

    func newSymbol(_ kind: Kind) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        return symbol
    }

    private func symbol(for variable: Variable) -> Int32 {
        let key = ObjectIdentifier(variable)
        if let symbol = symbolOfVariable[key] { return symbol }
        let symbol = newSymbol(.external)
        symbolOfVariable[key] = symbol
        variables.append((variable, symbol))
        variableSymbols.append(symbol)
        undefinedSymbols.append(symbol)
        variableStorage.append(variable.storage)
        return symbol
    }

    /// The constraint as a row over non-basic symbols, with its slack, error
    /// or dummy markers; optional errors enter the objective at the
    /// constraint's priority. The constant is made non-negative.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = expressionRow(constraint.expression)
        var tag = Tag(marker: -1)
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, sign)
            if !strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.add(error, coefficient: 1, at: strength)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy, 1)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                // expression = plus − minus: plus measures a violation
                // above zero, minus one below.
                objective.add(plus, coefficient: 1, at: strength)
                objective.add(minus, coefficient: 1, at: constraint.strengthBelow)
            }
        }
        var sign = 1.0
        if row.constant < 0 {
            row.reverseSign()
            sign = -1
        }
        tag.markerScale = sign * row.coefficient(for: tag.marker)
        return (row, tag)
    }

    /// The expression over non-basic symbols: defined variables are replaced
    /// by their definitions, basic variables by their rows.
    private func expressionRow(_ expression: Expression) -> Row {
        var coefficients = SymbolAccumulator()
        var constant = expression.constant
        for term in expression.terms where !Row.isNearZero(term.coefficient) {
            coefficients.add(symbol(for: term.variable), term.coefficient)
        }
        expandDefinitions(&coefficients, &constant)
        var row = Row(constant: constant)
        for (s, c) in coefficients.sorted() where !Row.isNearZero(c) {
            if let basicRow = rows[Int(s)] {
                row.insert(basicRow, c)
            } else {
                row.insert(s, c)
            }
        }
        return row
    }

    /// A variable of the expression the solver has never seen, with a non-zero
    /// total coefficient: a required equality can simply define it.
    private func newVariable(in expression: Expression) -> Variable? {
        let terms = expression.terms
        if terms.count <= SymbolAccumulator.arrayLimit {
            // Short (every Auto Layout constraint): sum a variable's
            // coefficients by scanning, without a dictionary.
            for term in terms where symbolOfVariable[ObjectIdentifier(term.variable)] == nil {
                var total = 0.0
                for other in terms where other.variable === term.variable { total += other.coefficient }
                if !Row.isNearZero(total) { return term.variable }
            }
            return nil
        }
        var totals: [ObjectIdentifier: (Variable, Double)] = [:]
        for term in expression.terms where symbolOfVariable[ObjectIdentifier(term.variable)] == nil {
            totals[ObjectIdentifier(term.variable), default: (term.variable, 0)].1 += term.coefficient
        }
        return expression.terms.lazy.map { totals[ObjectIdentifier($0.variable)] }
            .first { $0 != nil && !Row.isNearZero($0!.1) }??.0
    }

    /// Adds a required equality that mentions a new variable as that
    /// variable's definition, kept outside the tableau.
    ///
    /// This is what makes Auto Layout's chains linear. In Cassowary every
    /// equality gets a dummy marker and every basic row is written over
    /// parameters only, so `top == previous.bottom + 8` copies the whole row of
    /// `previous.bottom` — and the rows of a chain of N views grow to N cells.
    /// A variable nobody has mentioned yet needs no tableau row at all: the
    /// equality simply says what it is, in terms of other variables (defined
    /// ones included, unexpanded). Its value is computed when the solution is
    /// read, in definition order; a tableau row that mentions it later gets the
    /// definition expanded in. The tableau and objective are untouched, so the
    /// solution stays optimal. Removing a definition nothing was built from
    /// just drops it; otherwise the solver rebuilds (see `removeConstraint`).
    private func addDefinition(_ constraint: Constraint, defining variable: Variable) {
        let defined = symbol(for: variable)
        if let position = undefinedSymbols.lastIndex(of: defined) { undefinedSymbols.remove(at: position) }
        var coefficients = SymbolAccumulator()
        for term in constraint.expression.terms {
            coefficients.add(symbol(for: term.variable), term.coefficient)
        }
        let own = coefficients.remove(defined)!
        let termStart = definitionTerms.count
        for (s, c) in coefficients.sorted() where !Row.isNearZero(c) {
            definitionTerms.append((s, -c / own))
            if definitionSlot[s] != nil { referencedDefinitions.insert(s) }
        }
        definitionSlot[defined] = definitionList.count
        definitionList.append(
            Definition(
                symbol: defined, termStart: termStart, termCount: definitionTerms.count - termStart,
                constant: -constraint.expression.constant / own, ownCoefficient: own))
        constraints[constraint] = Tag(marker: -1, defines: defined, sequence: takeSequence())
    }

    /// Rebuilds the tableau when a removal left that due.
    func rebuildIfNeeded() throws {
        guard needsRebuild else { return }
        try rebuild()
    }

    /// Before a read: a rebuild of constraints that held together cannot
    /// fail, but if it does the solution read is the last one, and that is said.
    private func rebuildBeforeReading() {
        do {
            try rebuildIfNeeded()
        } catch {
            Diagnostics.report(
                "Solver", "rebuilding after removals failed (\(error)); the values are the last solution's")
        }
    }

    /// Rebuilds the tableau from the remaining constraints, in their order,
    /// with edit variables at their current suggestions.
    private func rebuild() throws {
        statistics.rebuilds += 1
        let list = constraints.sorted { $0.value.sequence < $1.value.sequence }.map(\.key)
        let savedEdits = edits
        let savedStays = stays
        let editOf = Dictionary(uniqueKeysWithValues: savedEdits.map { ($0.value.constraint, $0.key) })
        let known = variables.map(\.variable)
        reset()
        for constraint in list {
            try addConstraint(constraint)
            if let variable = editOf[constraint], let info = savedEdits[variable] {
                edits[variable] = EditInfo(tag: constraints[constraint]!, constraint: constraint, constant: 0)
                try suggestValue(info.constant, for: variable)
            }
        }
        stays = savedStays
        // Keep every variable known, so `updateVariables` still reaches the
        // freed ones. Registered last: a variable seen before its defining
        // equality is re-added could no longer be defined (see `addDefinition`).
        for variable in known { _ = symbol(for: variable) }
    }

    /// The symbol to solve a new row for: a user variable if there is one,
    /// else a marker with a negative coefficient (it can absorb the constant);
    /// -1 when neither exists.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int32 {
        for cell in row.cells where kinds[Int(cell.symbol)] == .external { return cell.symbol }
        for marker in [tag.marker, tag.other] where marker >= 0 {
            let kind = kinds[Int(marker)]
            if kind == .slack || kind == .error, row.coefficient(for: marker) < 0 { return marker }
        }
        return -1
    }

    /// Adds a row through a temporary artificial variable, minimized to zero
    /// by phase one of the simplex. Returns false — with the artificial row
    /// dropped, so the constraint never enters — when zero cannot be reached.
    private func addThroughArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        putRow(art, row)
        artificial = row
        let optimized = (try? optimizeArtificial()) != nil
        let success = optimized && Row.isNearZero(artificial!.constant)
        artificial = nil
        if rows[Int(art)] != nil {
            var artRow = takeRow(art)
            if !success || artRow.cells.isEmpty { return success }
            guard
                let entering = artRow.cells.first(where: {
                    let kind = kinds[Int($0.symbol)]
                    return kind == .slack || kind == .error
                })?.symbol
            else { return false }
            artRow.solve(for: art, replacing: entering)
            substitute(entering, with: artRow)
            putRow(entering, artRow)
        }
        for basic in columns[Int(art)].sorted() {
            rows[Int(basic)]!.remove(art)
        }
        columns[Int(art)] = []
        objective.remove(art)
        return success
    }

    /// Puts every row the failed add touched back as it was, index included.
    func rollBack() {
        guard let journal else { return }
        for (basic, old) in journal {
            if let current = rows[Int(basic)] {
                for cell in current.cells { columns[Int(cell.symbol)].remove(basic) }
            }
            rows[Int(basic)] = old
            if let old {
                for cell in old.cells { columns[Int(cell.symbol)].insert(basic) }
            }
        }
        objective.rollBack()
        artificial = nil
        infeasible = []
    }

    private func removeFromObjective(_ marker: Int32, _ strength: Strength) {
        if let row = rows[Int(marker)] {
            objective.add(row, coefficient: -1, at: strength)
        } else {
            objective.add(marker, coefficient: -1, at: strength)
        }
    }

    /// The row to pivot a removed constraint's marker into: a dummy's row,
    /// else the most restrictive row where it has a negative coefficient, else
    /// a positive one, else a user variable's row.
    private func markerLeavingRow(_ marker: Int32) -> Int32? {
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        var first: Int32?, second: Int32?, third: Int32?
        let candidates = columns[Int(marker)].sorted()
        // A basic dummy must stay exactly zero: pivoting on its row implies a
        // marker value of zero, which leaves every other row as it is. (Picking
        // another row would move the dummy and break a redundant duplicate of
        // the removed constraint.)
        if let dummy = candidates.first(where: { kinds[Int($0)] == .dummy }) { return dummy }
        for basic in candidates {
            let row = rows[Int(basic)]!
            let c = row.coefficient(for: marker)
            if kinds[Int(basic)] == .external {
                if third == nil { third = basic }
            } else if c < 0 {
                let ratio = -row.constant / c
                if ratio < firstRatio { firstRatio = ratio; first = basic }
            } else {
                let ratio = row.constant / c
                if ratio < secondRatio { secondRatio = ratio; second = basic }
            }
        }
        return first ?? second ?? third
    }
}
