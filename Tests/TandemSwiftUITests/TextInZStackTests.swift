import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// Whether ``TextsInAZStack`` shows its texts in the large font.
final class TextsInAZStackModel: ObservableObject {
    @Published var large = true
}

/// A short and a long text in a `ZStack`, in an `HStack`, under a color:
/// the `HStack` measures the `ZStack` at its smallest width, 1 point,
/// before its share, and the short text once reused the line it was cut
/// to there as its size at any wider width.
struct TextsInAZStack: View {
    @ObservedObject var model: TextsInAZStackModel
    let scrolls: Bool

    var body: some View { VStack(spacing: 0) { content }.inScrollView(scrolls) }

    @ViewBuilder private var content: some View {
        Color.red.frame(width: 29, height: 24)
        HStack {
            ZStack {
                Text("A")
                Text("Long words wrap when the width is short")
            }
        }
        .font(model.large ? .title : .footnote)
    }
}

/// A text is as wide as its glyphs wherever it was measured before, and a
/// change of its font lays it out as a fresh build does (a case the random
/// trees with long stacks found, `IncrementalEqualsFreshTests`).
@MainActor
@Suite struct TextInZStackTests {
    /// The labels in `view`: their text and frame in the window.
    private func labels(in view: UIView) -> [String] {
        view.allSubviews.compactMap { $0 as? UILabel }.map { "\($0.text ?? "") \($0.convert($0.bounds, to: nil))" }
    }

    @Test(arguments: [false, true])
    func aShortTextInAZStackIsAsWideAsItsGlyphs(scrolls: Bool) throws {
        let (controller, window) = host(TextsInAZStack(model: TextsInAZStackModel(), scrolls: scrolls))
        defer { window.isHidden = true }
        controller.view.layoutIfNeeded()
        let short = try #require(controller.view.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "A" })
        let alone = UILabel()
        alone.text = "A"
        alone.font = short.font
        #expect(short.bounds.width == alone.intrinsicContentSize.width)
        #expect(short.bounds.width > 1)
    }

    @Test(arguments: [false, true])
    func aFontChangeLaysTheTextsOutAsAFreshBuild(scrolls: Bool) {
        let model = TextsInAZStackModel()
        let (controller, window) = host(TextsInAZStack(model: model, scrolls: scrolls))
        defer { window.isHidden = true }
        controller.view.layoutIfNeeded()
        model.large = false
        controller.view.layoutIfNeeded()
        let freshModel = TextsInAZStackModel()
        freshModel.large = false
        let (fresh, freshWindow) = host(TextsInAZStack(model: freshModel, scrolls: scrolls))
        defer { freshWindow.isHidden = true }
        fresh.view.layoutIfNeeded()
        #expect(labels(in: controller.view) == labels(in: fresh.view))
    }
}
