import Foundation
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// ``ChildRearrangement``: an array with one element per old child becomes
/// one per new child, in place — the kept elements moved, the others
/// released, the array's storage the same.
@Suite struct ChildRearrangementTests {
    final class Element {
        let index: Int
        init(_ index: Int) { self.index = index }
    }

    @Test(arguments: [
        ("swap", 10, [0, 8, 2, 3, 4, 5, 6, 7, 1, 9]),
        ("remove one", 6, [0, 1, 3, 4, 5]),
        ("remove first and last", 5, [1, 2, 3]),
        ("reverse", 5, [4, 3, 2, 1, 0]),
        ("rotate", 4, [1, 2, 3, 0]),
        ("remove and swap", 7, [5, 1, 2, 4, 0, 6]),
        ("remove all", 3, []),
        ("keep one, moved", 4, [3]),
    ])
    func rearrangesInPlace(name: String, count: Int, reuse: [Int]) throws {
        let rearrangement = try #require(ChildRearrangement(reuse: reuse, oldCount: count))
        var elements = (0..<count).map(Element.init)
        let storage = elements.withUnsafeBufferPointer { $0.baseAddress }
        #expect(rearrangement.apply(to: &elements), "\(name)")
        // New element `i` is old element `reuse[i]`.
        #expect(elements.map(\.index) == reuse, "\(name)")
        if !elements.isEmpty {
            #expect(elements.withUnsafeBufferPointer { $0.baseAddress } == storage, "\(name): copied")
        }
        #expect(rearrangement.removedIndices == (0..<count).filter { !reuse.contains($0) }, "\(name)")
        #expect(rearrangement.keepsOrder == (reuse == reuse.sorted()), "\(name)")
    }

    @Test func randomRearrangementsMatchThePlainMapping() throws {
        var generator = SplitMix(seed: 34)
        for _ in 0..<500 {
            let count = Int.random(in: 0...40, using: &generator)
            let kept = (0..<count).filter { _ in Bool.random(using: &generator) }
            let reuse = Bool.random(using: &generator) ? kept : kept.shuffled(using: &generator)
            let rearrangement = try #require(ChildRearrangement(reuse: reuse, oldCount: count))
            var elements = Array(0..<count)
            rearrangement.apply(to: &elements)
            #expect(elements == reuse, "\(reuse) of \(count)")
        }
    }

    @Test func theElementsOfChildrenThatGoAreReleasedAndTheKeptOnesAreNot() throws {
        let rearrangement = try #require(ChildRearrangement(reuse: [2, 0], oldCount: 4))
        var elements = (0..<4).map(Element.init)
        weak let removed1 = elements[1], removed3 = elements[3]
        rearrangement.apply(to: &elements)
        #expect(removed1 == nil && removed3 == nil)
        #expect(elements.map(\.index) == [2, 0])
        // The kept ones moved, not retained once more.
        #expect(isKnownUniquelyReferenced(&elements[0]) && isKnownUniquelyReferenced(&elements[1]))
    }

    @Test func theSameChildrenInTheSameOrderChangeNothing() throws {
        let rearrangement = try #require(ChildRearrangement(reuse: [0, 1, 2], oldCount: 3))
        #expect(rearrangement.isIdentity)
        var elements = [7, 8, 9]
        #expect(rearrangement.apply(to: &elements))
        #expect(elements == [7, 8, 9])
    }

    /// A new child (`nil`), an old one named twice or one not there: not a rearrangement.
    @Test(arguments: [[0, nil, 1], [0, 0], [3], [-1]] as [[Int?]])
    func reuseThatIsNotARearrangementGivesNone(reuse: [Int?]) {
        #expect(ChildRearrangement(reuse: reuse, oldCount: 3) == nil)
    }

    @Test func anArrayOfAnotherCountIsLeftAsItIs() throws {
        let rearrangement = try #require(ChildRearrangement(reuse: [1, 0], oldCount: 2))
        var elements = [1, 2, 3]
        #expect(!rearrangement.apply(to: &elements))
        #expect(elements == [1, 2, 3])
    }
}
