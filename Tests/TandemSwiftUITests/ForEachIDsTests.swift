import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// A `ForEach` matches its new ids to its rows: each new id keeps the row
/// that had it, new ids make new rows, and a repeated id gives up the match
/// (the keyed path reports it). The answer is checked against the
/// definition, every old id hashed, on swaps, removals, insertions and
/// shuffles.
@Suite struct ForEachIDsTests {
    /// The definition: the old index of each new id, or nil when an id repeats.
    private func reference(_ old: [Int], _ new: [Int]) -> [Int?]? {
        guard Set(new).count == new.count else { return nil }
        var index: [Int: Int] = [:]
        for (position, id) in old.enumerated() { index[id] = position }
        return new.map { index[$0] }
    }

    @Test func twoSwappedRowsKeepTheirRows() {
        let old = Array(0..<1_000)
        var new = old
        new.swapAt(1, 998)
        let reuse = ForEachIDs(old).rowsReused(by: new)
        #expect(reuse?[1] == 998)
        #expect(reuse?[998] == 1)
        #expect(reuse.map { $0 == reference(old, new) } == true)
    }

    @Test func aRemovedRowShiftsTheRestWithTheirRows() {
        let old = Array(0..<10)
        var new = old
        new.remove(at: 5)
        #expect(ForEachIDs(old).rowsReused(by: new) == [0, 1, 2, 3, 4, 6, 7, 8, 9])
    }

    @Test func aRepeatedIDGivesUpTheMatch() {
        let old = Array(0..<6)
        // An id kept in place repeated in the middle, an unplaced id repeated, a new id repeated.
        #expect(ForEachIDs(old).rowsReused(by: [0, 1, 0, 3, 4, 5]) == nil)
        #expect(ForEachIDs(old).rowsReused(by: [0, 4, 2, 3, 1, 4]) == nil)
        #expect(ForEachIDs(old).rowsReused(by: [0, 1, 9, 9, 4, 5]) == nil)
        #expect(ForEachIDs(old).rowsReused(by: [0, 1, 9, 3, 9]) == nil)
    }

    @Test func anyChangeMatchesTheDefinition() {
        var generator = SplitMix(seed: 7)
        for round in 0..<500 {
            let count = Int.random(in: 0...30, using: &generator)
            let old = Array(0..<count)
            var new = old
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where count > 1:
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    new.swapAt(
                        Int.random(in: 0..<count, using: &generator), Int.random(in: 0..<count, using: &generator))
                }
            case 1 where count > 0:
                new.removeSubrange(Int.random(in: 0..<count, using: &generator)..<count)
            case 2:
                let at = Int.random(in: 0...count, using: &generator)
                new.insert(contentsOf: (0..<Int.random(in: 1...4, using: &generator)).map { 100 + $0 }, at: at)
            case 3:
                new.shuffle(using: &generator)
                new = Array(new.prefix(Int.random(in: 0...count, using: &generator)))
                new += [200, 201].prefix(Int.random(in: 0...2, using: &generator))
            default:
                // A repeat: an old id or a new one, somewhere.
                if count > 0 {
                    new.insert(
                        Bool.random(using: &generator) ? old[Int.random(in: 0..<count, using: &generator)] : 300,
                        at: Int.random(in: 0...count, using: &generator))
                }
                if Bool.random(using: &generator) { new.append(300) }
            }
            let reuse = ForEachIDs(old).rowsReused(by: new)
            #expect((reuse == nil) == (reference(old, new) == nil), "round \(round): \(old) -> \(new)")
            if let reuse, let expected = reference(old, new) {
                #expect(reuse == expected, "round \(round): \(old) -> \(new)")
            }
        }
    }

    @Test func idsOfPlainDataAreTheSameWhenTheirBytesOrTheirEqualitySaySo() {
        let ids = ForEachIDs([1, 2, 3])
        #expect(ForEachIDs.same(ids.ids, [1, 2, 3]))
        #expect(!ForEachIDs.same(ids.ids, [1, 3, 2]))
        #expect(!ForEachIDs.same(ids.ids, [1, 2]))
        #expect(!ForEachIDs.same(ids.ids, [1, 2, 3, 4]))
        #expect(ForEachIDs<Int>.same([], []))
        // Different bytes, equal by `==`: the same ids.
        #expect(ForEachIDs.same([0.0, 1.0], [-0.0, 1.0]))
        #expect(!ForEachIDs.same([0.0, 1.0], [0.0, 2.0]))
    }

    @Test func idsHoldingReferencesAreComparedByTheirEquality() {
        // Equal strings with storage of their own: not plain data, so `==` decides.
        let long = String(repeating: "row ", count: 8)
        let ids = ForEachIDs([long + "1", long + "2"])
        #expect(ForEachIDs.same(ids.ids, [String(long + "1"), long + "2"]))
        #expect(!ForEachIDs.same(ids.ids, [long + "2", long + "1"]))
    }
}
