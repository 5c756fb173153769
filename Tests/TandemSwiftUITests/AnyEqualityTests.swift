import Foundation
import Testing

@testable import TandemSwiftUI

/// A class whose equality is its value, and a subclass of it.
private class Measure: Equatable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (lhs: Measure, rhs: Measure) -> Bool { lhs.value == rhs.value }
}

private final class LabeledMeasure: Measure {}

/// `AnyEquality` answers with `==` for `Equatable` types, and "unequal"
/// for other types and for values of two different types.
@Suite struct AnyEqualityTests {
    @Test func equatableValuesCompareWithTheirEquality() {
        #expect(AnyEquality.equal(3, 3))
        #expect(!AnyEquality.equal(3, 4))
        #expect(AnyEquality.equal("a", "a"))
        #expect(AnyEquality.equal(Optional(2) as Any, Optional(2) as Any))
        #expect(!AnyEquality.equal(Optional(2) as Any, Optional<Int>.none as Any))
        #expect(AnyEquality.equal(Measure(1), Measure(1)))
        #expect(AnyEquality.equal(LabeledMeasure(1), LabeledMeasure(1)))
        #expect(!AnyEquality.equal(LabeledMeasure(1), LabeledMeasure(2)))
    }

    @Test func valuesOfDifferentTypesAreUnequal() {
        #expect(!AnyEquality.equal(3, 3.0))
        #expect(!AnyEquality.equal(3, "3"))
        #expect(!AnyEquality.equal(LabeledMeasure(1), Measure(1)))
    }

    @Test func valuesOfOtherTypesAreUnequal() {
        struct Plain { let value = 1 }
        let closure: () -> Void = {}
        #expect(!AnyEquality.equal(Plain(), Plain()))
        #expect(!AnyEquality.equal(closure, closure))
    }
}
