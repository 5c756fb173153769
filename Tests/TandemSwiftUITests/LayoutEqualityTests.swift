import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI

private struct SpreadLayout: Layout, Equatable {
    var gap: CGFloat
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    static func == (lhs: SpreadLayout, rhs: SpreadLayout) -> Bool { abs(lhs.gap - rhs.gap) < 1 }
}

private struct PlainLayout: Layout {
    var gap: CGFloat
    var name: String
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private struct EmptyLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private final class SharedLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Whether a node's new layout value is the same as its previous one (then
/// nothing is laid out again): each type compares by its own rule, `==`,
/// or its fields, found once per type; a class instance only matches itself.
@MainActor
@Suite struct LayoutEqualityTests {
    @Test func eachKindOfLayoutComparesByItsRuleEveryTime() {
        // Asked twice each: the second answer comes from the type's cached comparer.
        for _ in 0..<2 {
            #expect(LayoutEquality.equal(VStackLayout(spacing: 4), VStackLayout(spacing: 4)))
            #expect(!LayoutEquality.equal(VStackLayout(spacing: 4), VStackLayout(spacing: 5)))
            // `==` decides for an Equatable layout, even against its bytes.
            #expect(LayoutEquality.equal(SpreadLayout(gap: 1), SpreadLayout(gap: 1.5)))
            #expect(!LayoutEquality.equal(SpreadLayout(gap: 1), SpreadLayout(gap: 3)))
            // Plain fields compare by value.
            #expect(LayoutEquality.equal(PlainLayout(gap: 2, name: "a"), PlainLayout(gap: 2, name: "a")))
            #expect(!LayoutEquality.equal(PlainLayout(gap: 2, name: "a"), PlainLayout(gap: 2, name: "b")))
            #expect(LayoutEquality.equal(EmptyLayout(), EmptyLayout()))
            // A class instance is the same layout as itself only.
            let shared = SharedLayout()
            #expect(LayoutEquality.equal(shared, shared))
            #expect(!LayoutEquality.equal(shared, SharedLayout()))
        }
    }
}
