// Variables defined by a required equality outside the tableau (see
// `Solver.addDefinition`): expanding them into rows, and evaluating them.

/// `variable = Σ coefficient·symbol + constant`, over symbols older than it.
struct Definition {
    /// The defined symbol.
    var symbol: Int32
    /// Where its terms start in `Solver.definitionTerms`, and how many there are
    /// (one flat array for all definitions: reading back touches no per-definition storage).
    var termStart: Int
    var termCount: Int
    var constant: Double
    /// The defined symbol's coefficient in the constraint's expression
    /// (`constant` is the expression's constant divided by its negation).
    var ownCoefficient: Double
    /// Set when the constraint was removed without a rebuild.
    var isRemoved = false
}

extension Solver {
    /// Replaces every defined symbol in `coefficients` by its definition,
    /// newest first, so each definition is expanded once however many paths
    /// lead to it. Marks the expanded definitions as referenced.
    func expandDefinitions(_ coefficients: inout SymbolAccumulator, _ constant: inout Double) {
        guard !definitionSlot.isEmpty else { return }
        var heap = DefinitionHeap()
        for s in coefficients.symbols { if let slot = definitionSlot[s] { heap.push(slot, s) } }
        while let s = heap.pop() {
            guard let c = coefficients.remove(s), let slot = definitionSlot[s] else { continue }
            let definition = definitionList[slot]
            referencedDefinitions.insert(s)
            constant += c * definition.constant
            for (t, k) in definitionTerms[definition.termStart..<(definition.termStart + definition.termCount)] {
                // Not yet summed, so not yet queued: a definition refers
                // only to older symbols, so one popped never comes back.
                if !coefficients.contains(t), let slot = definitionSlot[t] { heap.push(slot, t) }
                coefficients.add(t, c * k)
            }
        }
    }

    /// Every variable's value (indexed by symbol): basic rows' constants (0
    /// for non-basic), then the definitions in order, each from values
    /// already known. Definitions refer only to user variables, so only those
    /// are filled in.
    func solutionValues() -> [Double] {
        // Reuse one buffer: a fresh array per solve costs page faults for large systems.
        var values = valueScratch
        valueScratch = []
        if values.count < kinds.count { values = [Double](repeating: 0, count: kinds.count) }
        values.withUnsafeMutableBufferPointer { buffer in
            rows.withUnsafeBufferPointer { rows in
                for symbol in undefinedSymbols {
                    buffer[Int(symbol)] = rows[Int(symbol)]?.constant ?? 0
                }
            }
            definitionList.withUnsafeBufferPointer { definitions in
                for definition in definitions where !definition.isRemoved {
                    var value = definition.constant
                    for (t, k) in definitionTerms[definition.termStart..<(definition.termStart + definition.termCount)]
                    { value += k * buffer[Int(t)] }
                    buffer[Int(definition.symbol)] = value
                }
            }
        }
        valueScratch = values
        return values
    }
}

/// A max-heap of defined symbols by definition index.
struct DefinitionHeap {
    private var items: [(index: Int, symbol: Int32)] = []

    /// Queues a symbol; the caller queues each at most once (see `expandDefinitions`).
    mutating func push(_ index: Int, _ symbol: Int32) {
        items.append((index, symbol))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[parent].index < items[child].index else { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Int32? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < items.count, items[left].index > items[largest].index { largest = left }
            if right < items.count, items[right].index > items[largest].index { largest = right }
            guard largest != parent else { break }
            items.swapAt(parent, largest)
            parent = largest
        }
        return top.symbol
    }
}
