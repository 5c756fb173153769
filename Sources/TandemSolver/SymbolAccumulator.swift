/// Coefficients by symbol, summed as an expression is turned into a row.
///
/// Most Auto Layout expressions have two to six symbols, so they are kept
/// in a short array searched linearly (no hashing, one allocation); an
/// expression that grows past `arrayLimit` symbols (a long chain expanded)
/// moves to a dictionary so that its cost stays linear.
struct SymbolAccumulator {
    private var small: [(symbol: Int32, coefficient: Double)] = []
    private var large: [Int32: Double]?
    static let arrayLimit = 24

    init() {
        small.reserveCapacity(8)
    }

    /// Adds `coefficient` to the symbol's sum (a symbol summing to zero stays, at zero).
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        if large != nil {
            large![symbol, default: 0] += coefficient
            return
        }
        for i in small.indices where small[i].symbol == symbol {
            small[i].coefficient += coefficient
            return
        }
        small.append((symbol, coefficient))
        if small.count > SymbolAccumulator.arrayLimit {
            large = Dictionary(small, uniquingKeysWith: +)
            small = []
        }
    }

    /// Whether the symbol has a sum (zero included).
    func contains(_ symbol: Int32) -> Bool {
        if let large { return large[symbol] != nil }
        return small.contains { $0.symbol == symbol }
    }

    /// Takes the symbol's sum out; nil when it has none.
    mutating func remove(_ symbol: Int32) -> Double? {
        if large != nil { return large!.removeValue(forKey: symbol) }
        guard let i = small.firstIndex(where: { $0.symbol == symbol }) else { return nil }
        return small.remove(at: i).coefficient
    }

    /// The symbols with a sum, in no particular order.
    var symbols: [Int32] {
        if let large { return Array(large.keys) }
        return small.map(\.symbol)
    }

    /// The sums by increasing symbol.
    func sorted() -> [(symbol: Int32, coefficient: Double)] {
        if let large { return large.map { ($0.key, $0.value) }.sorted { $0.symbol < $1.symbol } }
        return small.sorted { $0.symbol < $1.symbol }
    }
}
