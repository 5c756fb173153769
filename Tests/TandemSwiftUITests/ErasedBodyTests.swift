import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI

/// What `ErasedBodyRoot` shows: the label, and whether as a counting button or a text.
private final class ErasedBodyModel: ObservableObject {
    @Published var label = "first"
    @Published var showsButton = true
}

/// A button that counts its taps in its own state.
private struct CountingButton: View {
    let label: String
    @State private var taps = 0

    var body: some View {
        Button("\(label) \(taps)") { taps += 1 }
    }
}

/// A custom view whose body is erased to `AnyView`, wrapping a counting
/// button or a text.
private struct ErasedBodyRoot: View {
    @ObservedObject var model: ErasedBodyModel

    var body: some View {
        if model.showsButton {
            return AnyView(CountingButton(label: model.label))
        }
        return AnyView(Text(model.label))
    }
}

/// A custom view whose body is an `AnyView` has the wrapped view as its
/// child, with no node for the wrapper: the wrapped type is still its
/// identity, as in SwiftUI (a view of another type starts its state over).
@MainActor
@Suite struct ErasedBodyTests {
    @Test func theWrappedViewIsTheChildAndItsTypeItsIdentity() throws {
        let model = ErasedBodyModel()
        let (controller, window) = host(ErasedBodyRoot(model: model))
        defer { window.isHidden = true }
        func tap() throws {
            let button = try #require(controller.view.allSubviews.compactMap { $0 as? UIControl }.first)
            button.sendActions(for: .touchUpInside)
            CATransaction.flush()
        }
        try tap()
        try tap()
        #expect(controller.view.labels.map(\.text) == ["first 2"])

        // The same wrapped type: the same node, its state kept.
        model.label = "second"
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["second 2"])
        let graph = try #require(controller.view as? _UIHostingView<ErasedBodyRoot>).graph
        let root = try #require(graph.root)
        #expect(root.children.count == 1)
        #expect(root.children.first?.view is CountingButton)

        // Another type, then the first again: a new button, counting from zero.
        model.showsButton = false
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["second"])
        #expect(root.children.first?.view is Text)
        model.showsButton = true
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["second 0"])
    }
}
