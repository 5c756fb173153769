import Combine
import Testing

/// The fixed arities of `combineLatest` and `zip` hand each upstream's value
/// back in its own position and type, whatever the mix of types (optionals
/// among them, a nil one included): their tuples are rebuilt by one
/// parameter-pack definition.
@Suite struct ArityTupleTests {
    let int = PassthroughSubject<Int, Never>()
    let string = PassthroughSubject<String, Never>()
    let optional = PassthroughSubject<Double?, Never>()
    let array = PassthroughSubject<[Bool], Never>()

    @Test func combineLatestOfEachArityPutsEachValueInItsPlace() {
        var pairs: [String] = []
        var triples: [String] = []
        var quadruples: [String] = []
        let cancellables = [
            int.combineLatest(string).sink { pairs.append("\($0) \($1)") },
            int.combineLatest(string, optional).sink { triples.append("\($0) \($1) \(String(describing: $2))") },
            Publishers.CombineLatest4(int, string, optional, array).sink {
                quadruples.append("\($0) \($1) \(String(describing: $2)) \($3)")
            },
        ]
        int.send(1)
        string.send("a")
        optional.send(nil)
        array.send([true])
        optional.send(2.5)
        #expect(pairs == ["1 a"])
        #expect(triples == ["1 a nil", "1 a Optional(2.5)"])
        #expect(quadruples == ["1 a nil [true]", "1 a Optional(2.5) [true]"])
        _ = cancellables
    }

    @Test func zipOfEachArityPairsValuesInOrderInTheirPlaces() {
        var pairs: [String] = []
        var triples: [String] = []
        var quadruples: [String] = []
        let cancellables = [
            int.zip(string).sink { pairs.append("\($0) \($1)") },
            int.zip(string, optional).sink { triples.append("\($0) \($1) \(String(describing: $2))") },
            int.zip(string, optional, array) { "\($0) \($1) \(String(describing: $2)) \($3)" }.sink {
                quadruples.append($0)
            },
        ]
        int.send(1)
        int.send(2)
        string.send("a")
        optional.send(nil)
        array.send([])
        string.send("b")
        optional.send(3)
        array.send([false, true])
        #expect(pairs == ["1 a", "2 b"])
        #expect(triples == ["1 a nil", "2 b Optional(3.0)"])
        #expect(quadruples == ["1 a nil []", "2 b Optional(3.0) [false, true]"])
        _ = cancellables
    }
}
