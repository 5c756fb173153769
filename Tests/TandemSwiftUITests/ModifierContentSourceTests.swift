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
}
