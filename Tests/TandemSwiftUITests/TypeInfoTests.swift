import Foundation
import Testing

@testable import TandemSwiftUI

/// Generic views whose specializations differ in every fact the graph keeps.
private struct Box<Content>: View {
    let content: Content
    var body: some View { Text("box") }
}

extension Box: Equatable where Content: Equatable {}

/// The one per-type cache: facts are kept per type, never shared between
/// two types (two specializations of one generic view are two types).
@MainActor
@Suite struct TypeInfoTests {
    @Test func eachTypeHasItsOwnFacts() {
        let ints = TypeInfo.of(Box<Int>.self), closures = TypeInfo.of(Box<() -> Void>.self)
        #expect(ints !== closures)
        #expect(TypeInfo.of(Box<Int>.self) === ints)
        #expect(ints.type == Box<Int>.self)
        // Equatable values compare with ==; a value holding a closure never compares equal.
        #expect(ViewEquality.equal(Box(content: 1), Box(content: 1)))
        #expect(!ViewEquality.equal(Box(content: 1), Box(content: 2)))
        let action: () -> Void = {}
        #expect(!ViewEquality.equal(Box(content: action), Box(content: action)))
        #expect(ViewEquality.fieldPlan(for: Box<() -> Void>.self) == nil)
        #expect(ViewEquality.fieldPlan(for: Box<Int>.self) != nil)
        // A list of views, or one view, per type.
        #expect(ViewListShape.isList(Group<TupleView<(Text, Text)>>.self))
        #expect(!ViewListShape.isList(Box<Int>.self))
        #expect(TypeInfo.of(Group<TupleView<(Text, Text)>>.self).isViewList == true)
        #expect(ints.isViewList == false)
        // One evaluator per type: composite views run their body.
        let evaluator = NodeEvaluator.evaluator(for: Box<Int>.self)
        #expect(NodeEvaluator.evaluator(for: Box<Int>.self) === evaluator)
        #expect(NodeEvaluator.evaluator(for: Box<String>.self) !== evaluator)
        #expect(!evaluator.isPrimitive)
        #expect(NodeEvaluator.evaluator(for: Text.self).isPrimitive)
    }

    /// The comparer kept for an `Equatable` view type, and the comparison a
    /// node's evaluator keeps, never call values of two types equal: a
    /// comparer casts a value to its own type only once it has checked it.
    @Test func keptComparisonsCheckTheTypesTheyAreGiven() {
        guard case .equatable(let comparer) = ViewEquality.comparison(forType: Box<Int>.self) else {
            Issue.record("Box<Int> compares by its ==")
            return
        }
        #expect(comparer.equal(Box(content: 1), Box(content: 1)))
        #expect(!comparer.equal(Box(content: 1), Box(content: 2)))
        // Values of another type, even of the same size and bits, are not equal.
        #expect(!comparer.equal(Box(content: 1), Box(content: UInt(1))))
        #expect(!comparer.equal(Box(content: UInt(1)), Box(content: UInt(1))))
        let evaluator = NodeEvaluator.evaluator(for: Box<Int>.self)
        #expect(evaluator.isSameView(Box(content: 3), Box(content: 3)))
        #expect(!evaluator.isSameView(Box(content: 3), Box(content: 4)))
        #expect(!evaluator.isSameView(Box(content: 3), Box(content: UInt(3))))
        // A view that is not Equatable (a tuple is not), compared field by field through its evaluator.
        let fields = NodeEvaluator.evaluator(for: Box<(Int, Int)>.self)
        #expect(fields.isSameView(Box(content: (1, 2)), Box(content: (1, 2))))
        #expect(!fields.isSameView(Box(content: (1, 2)), Box(content: (1, 3))))
    }
}
