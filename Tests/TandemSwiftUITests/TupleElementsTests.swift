import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI

/// A `TupleView` keeps only its tuple; its views are read out of it where
/// they lie, and equal tuples compare equal.
@MainActor
@Suite struct TupleElementsTests {
    final class Token {}

    @Test func theViewsOfATupleAreReadWhereTheyLie() {
        let tuple = TupleView((Text("a"), Spacer(minLength: 3), Image(systemName: "star"), Text("b").bold()))
        let elements = tuple.elements
        #expect(elements.count == 4)
        #expect((elements[0] as? Text) == Text("a"))
        #expect((elements[1] as? Spacer)?.minLength == 3)
        #expect(elements[2] is Image)
        #expect((elements[3] as? Text) == Text("b").bold())
    }

    @Test func aTupleOfOneViewAndElementsThatAreNotViews() {
        #expect((TupleView(Text("only")).elements.first as? Text) == Text("only"))
        let mixed = TupleView((Text("a"), 5, "not a view", Text("b")))
        #expect(mixed.elements.compactMap { $0 as? Text } == [Text("a"), Text("b")])
    }

    /// A reference read out of the tuple is retained by the copy it is read
    /// into: the tuple's own copy and the element outlive each other.
    @Test func elementsReadOutOfATupleOwnTheirReferences() {
        weak var weakToken: Token?
        var elements: [any View] = []
        do {
            let token = Token()
            weakToken = token
            struct Holder: View {
                let token: Token
                var body: some View { Text("held") }
            }
            elements = TupleView((Text("a"), Holder(token: token))).elements
        }
        #expect(weakToken != nil)
        #expect(elements.count == 2)
        elements = []
        #expect(weakToken == nil)
    }

    /// The builder's tuples compare by their values: a row whose stack did
    /// not change is not evaluated again (a kept array of elements made
    /// every tuple differ from the last).
    @Test func equalTuplesAreEqual() {
        func block(_ label: String) -> TupleView<(Text, Spacer, Text)> {
            ViewBuilder.buildBlock(Text(label), Spacer(), Text("x"))
        }
        #expect(ViewEquality.equal(block("row"), block("row")))
        #expect(!ViewEquality.equal(block("row"), block("other")))
    }
}
