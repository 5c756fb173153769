import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// A node whose size and placement do not depend on the proposed length
/// along an axis (a frame fixed along it, and what is sized as its content
/// around one) is not placed again when only that length changes: the
/// rows above one removed from a stack offered a height are offered other
/// shares of it, and stay as they are.
@MainActor
@Suite struct ProposalIndependenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let view: @MainActor @Sendable () -> AnyView
        let ignoresHeight: Bool
        let ignoresWidth: Bool
        var testDescription: String { name }
    }

    /// A layout of its own: it may read the proposal.
    struct Centering: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
            }
        }
    }

    nonisolated static let cases: [Case] = [
        Case(
            name: "fixed height", view: { AnyView(Text("a").frame(height: 30)) }, ignoresHeight: true,
            ignoresWidth: false),
        Case(
            name: "fixed width", view: { AnyView(Text("a").frame(width: 80)) }, ignoresHeight: false, ignoresWidth: true
        ),
        Case(
            name: "fixed size", view: { AnyView(Text("a").frame(width: 80, height: 30)) }, ignoresHeight: true,
            ignoresWidth: true),
        Case(
            name: "background over a fixed height",
            view: { AnyView(Text("a").frame(height: 30).background(Color.yellow)) }, ignoresHeight: true,
            ignoresWidth: false),
        Case(
            name: "overlay over a fixed height", view: { AnyView(Text("a").frame(height: 30).overlay(Color.yellow)) },
            ignoresHeight: true, ignoresWidth: false),
        Case(
            name: "effect over a fixed height", view: { AnyView(Text("a").frame(height: 30).opacity(0.5)) },
            ignoresHeight: true, ignoresWidth: false),
        Case(
            name: "frame of a width over a fixed height",
            view: { AnyView(Text("a").frame(height: 30).frame(width: 80)) }, ignoresHeight: true, ignoresWidth: true),
        Case(
            name: "padding around a fixed height", view: { AnyView(Text("a").frame(height: 30).padding()) },
            ignoresHeight: false, ignoresWidth: false),
        Case(
            name: "flexible frame", view: { AnyView(Text("a").frame(maxHeight: 30)) }, ignoresHeight: false,
            ignoresWidth: false),
        Case(
            name: "background over a text", view: { AnyView(Text("a").background(Color.yellow)) }, ignoresHeight: false,
            ignoresWidth: false),
        Case(name: "own layout", view: { AnyView(Centering { Text("a") }) }, ignoresHeight: false, ignoresWidth: false),
    ]

    @Test(arguments: cases)
    func whatANodeIgnoresOfItsProposal(_ tested: Case) throws {
        let (controller, window) = host(tested.view())
        defer { window.isHidden = true }
        controller.view.layoutIfNeeded()
        // The outermost node that lays out children.
        let node = try graphNode(in: controller) { node in
            if case .layout = node.role { return true }
            return false
        }
        #expect(node.ignoresProposal(along: .vertical) == tested.ignoresHeight)
        #expect(node.ignoresProposal(along: .horizontal) == tested.ignoresWidth)
    }

    final class Store: ObservableObject {
        @Published var ids = Array(0..<40)
    }

    /// Forty rows of 30 points in a stack offered 800: the first rows are
    /// offered shares of the height, the rest nothing.
    struct Rows: View {
        @ObservedObject var store: Store
        let fixed: Bool

        var body: some View {
            VStack(spacing: 0) {
                ForEach(store.ids, id: \.self) { id in
                    if fixed {
                        Text("Row \(id)").frame(height: 30).background(Color.yellow)
                    } else {
                        Text("Row \(id)").padding(5).background(Color.yellow)
                    }
                }
            }
        }
    }

    /// The views under `view`, depth first, with their frames in the window.
    private func layout(of view: UIView) -> [String] {
        view.allSubviews.map { "\(type(of: $0)) \($0.convert($0.bounds, to: nil))" }
    }

    @Test(arguments: [true, false])
    func aRowRemovedLeavesTheRowsOfAFixedHeightAboveItAsTheyWere(fixed: Bool) throws {
        let store = Store()
        let (controller, window) = host(Rows(store: store, fixed: fixed))
        defer { window.isHidden = true }
        controller.view.layoutIfNeeded()
        let graph = try #require(controller.view as? _UIHostingView<Rows>).graph
        let generation = graph.layoutGeneration
        // The last row goes: each row above is offered another share.
        store.ids.removeLast()
        controller.view.layoutIfNeeded()
        let placedOrMeasured = graph.layoutGeneration - generation
        if fixed {
            // The stack and its container: none of the rows offered a share.
            #expect(placedOrMeasured < 20)
        } else {
            // A row that is not fixed is measured and placed for its new share.
            #expect(placedOrMeasured >= 20)
        }
        let fresh = Store()
        fresh.ids = store.ids
        let (freshController, freshWindow) = host(Rows(store: fresh, fixed: fixed))
        defer { freshWindow.isHidden = true }
        freshController.view.layoutIfNeeded()
        #expect(layout(of: controller.view) == layout(of: freshController.view))
    }
}
