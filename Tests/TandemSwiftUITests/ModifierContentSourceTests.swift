import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI

/// Puts a title before its content.
struct TitledContent: ViewModifier {
    let title: String

    func body(content: Content) -> some View {
        HStack(spacing: 4) {
            Text(title)
            content
        }
    }
}

/// Applies ``TitledContent`` to its own content, inside a stack of its own.
struct DoublyTitledContent: ViewModifier {
    let title: String

    func body(content: Content) -> some View {
        VStack(spacing: 2) {
            content.modifier(TitledContent(title: "inner \(title)"))
            Text("footer \(title)")
        }
    }
}

/// A text whose string changes, under nested custom modifiers.
final class ModifierContentModel: ObservableObject {
    @Published var text = "base"
}

struct ModifierContentScreen: View {
    @ObservedObject var model: ModifierContentModel

    var body: some View {
        Text(model.text)
            .modifier(DoublyTitledContent(title: "b"))
            .modifier(DoublyTitledContent(title: "a"))
    }
}

/// A content placeholder shows the content of the modifier whose body it is
/// in; inside another modifier's body (`content.modifier(...)`), the
/// inner placeholder shows the outer one's content
/// (``ViewNode/modifierContentSource``, found by walking up the tree).
/// A view that holds a placeholder is never the same as before: the
/// content it stands for may have changed (it did not update before).
@MainActor
@Suite struct ModifierContentSourceTests {
    @Test func nestedPlaceholdersShowTheirOwnModifiersContentAndFollowItsChanges() throws {
        let model = ModifierContentModel()
        let (controller, window) = host(ModifierContentScreen(model: model))
        defer { window.isHidden = true }
        let texts = { controller.view.labels.map { $0.text ?? "" } }
        #expect(texts() == ["inner a", "inner b", "base", "footer b", "footer a"])

        model.text = "changed"
        controller.view.layoutIfNeeded()
        #expect(texts() == ["inner a", "inner b", "changed", "footer b", "footer a"])
        // Laid out as it reads: each inner title before its content, each footer below.
        let frames = controller.view.labels.map { $0.convert($0.bounds, to: nil) }
        #expect(frames[0].maxX < frames[1].minX)
        #expect(frames[1].maxX < frames[2].minX)
        #expect(frames[3].minY > frames[2].maxY)
        #expect(frames[4].minY > frames[3].maxY)
    }

    /// A modifier's body whose views are plain data, the placeholder among
    /// them, shows the new content: `content.frame(width:height:)` (a value
    /// whose bytes never change) and a branch on a flag were left showing
    /// the first content.
    @Test(arguments: [PlainDataBody.Shape.frame, .branch, .optional])
    func aBodyOfPlainDataAroundThePlaceholderShowsTheNewContent(shape: PlainDataBody.Shape) throws {
        let model = ModifierContentModel()
        let (controller, window) = host(PlainDataScreen(model: model, shape: shape))
        defer { window.isHidden = true }
        #expect(controller.view.labels.map(\.text) == ["base"])
        model.text = "changed"
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["changed"])
        let label = try #require(controller.view.labels.first)
        #expect(label.bounds.width > 0)
    }
}

/// A modifier whose body holds the placeholder in a value of plain data.
struct PlainDataBody: ViewModifier {
    enum Shape: Sendable { case frame, branch, optional }
    let shape: Shape

    @ViewBuilder func body(content: Content) -> some View {
        switch shape {
        case .frame: content.frame(width: 120, height: 20)
        case .branch: if shape == .branch { content } else { content.frame(width: 1) }
        case .optional: if shape == .optional { content }
        }
    }
}

struct PlainDataScreen: View {
    @ObservedObject var model: ModifierContentModel
    let shape: PlainDataBody.Shape

    var body: some View {
        Text(model.text).modifier(PlainDataBody(shape: shape))
    }
}
