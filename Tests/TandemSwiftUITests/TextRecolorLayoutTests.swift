import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// A row's text and whether it is selected.
final class RecoloredTextModel: ObservableObject {
    @Published var isSelected = false
    @Published var text = "Selected row"
    @Published var bold = false
}

/// Counts how often the layout around a text is measured and placed.
@MainActor
final class MeasureCount {
    var measured = 0
    var placed = 0
}

/// A layout of one subview, at its own size, that counts its calls.
struct CountingLayout: Layout {
    let count: MeasureCount

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        count.measured += 1
        return subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        count.placed += 1
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
}

/// A text colored (and underlined) by its selection, in a counting layout.
struct RecoloredTextScreen: View {
    @ObservedObject var model: RecoloredTextModel
    let count: MeasureCount

    var body: some View {
        VStack {
            CountingLayout(count: count) {
                (Text(model.text).foregroundColor(model.isSelected ? .red : .blue)
                    + Text(" ✓").underline(true, color: model.isSelected ? .red : .gray))
                    .fontWeight(model.bold ? .bold : nil)
            }
            Color.gray.frame(height: 10)
        }
    }
}

/// A text whose runs change only in color sizes as before: its change
/// redraws it and leaves its containers' layout alone; any other change
/// lays them out again (``Text/mayChangeSize(from:)``).
@MainActor
@Suite struct TextRecolorLayoutTests {
    private func screen() -> (RecoloredTextModel, MeasureCount, UIHostingController<RecoloredTextScreen>, UIWindow) {
        let model = RecoloredTextModel()
        let count = MeasureCount()
        let (controller, window) = host(RecoloredTextScreen(model: model, count: count))
        return (model, count, controller, window)
    }

    @Test func aRecoloredTextKeepsItsContainersLayoutAndDrawsItsNewColor() throws {
        let (model, count, controller, window) = screen()
        defer { window.isHidden = true }
        let label = try #require(controller.view.labels.first)
        let frame = label.frame
        let unselected = color(of: label)
        let calls = (count.measured, count.placed)
        #expect(calls.0 > 0 && calls.1 > 0)

        model.isSelected = true
        controller.view.layoutIfNeeded()
        #expect(count.measured == calls.0, "a color changes no size: the layout is not measured again")
        #expect(count.placed == calls.1)
        #expect(label.frame == frame)
        // The same screen built selected: the same frame, the same color.
        let selected = RecoloredTextModel()
        selected.isSelected = true
        let (fresh, freshWindow) = host(RecoloredTextScreen(model: selected, count: MeasureCount()))
        defer { freshWindow.isHidden = true }
        let freshLabel = try #require(fresh.view.labels.first)
        #expect(freshLabel.frame == label.frame)
        #expect(color(of: label) == color(of: freshLabel))
        #expect(color(of: label) != unselected)
    }

    private func color(of label: UILabel) -> UIColor? {
        label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    }

    @Test func aChangeOfCharactersOrWeightLaysTheContainersOutAgain() throws {
        let (model, count, controller, window) = screen()
        defer { window.isHidden = true }
        let label = try #require(controller.view.labels.first)
        let width = label.frame.width

        var measured = count.measured
        model.bold = true
        controller.view.layoutIfNeeded()
        #expect(count.measured > measured, "a weight changes the size")
        #expect(label.frame.width > width)

        measured = count.measured
        model.text = "Selected row, and more"
        controller.view.layoutIfNeeded()
        #expect(count.measured > measured)
        #expect(label.frame.width > width)
    }

    @Test func runsThatDifferOnlyInColorsSizeAlike() {
        let blue = Text("a").foregroundColor(.blue) + Text("b").underline(true, color: .blue)
        let red = Text("a").foregroundColor(.red) + Text("b").underline(true, color: .red)
        #expect(!red.mayChangeSize(from: blue))
        #expect(red.mayChangeSize(from: Text("a").foregroundColor(.red) + Text("b")), "an underline comes off")
        #expect(red.mayChangeSize(from: Text("a").foregroundColor(.red)), "a run fewer")
        #expect(
            red.mayChangeSize(from: Text("a").foregroundColor(.red).bold() + Text("b").underline(true, color: .red)))
        #expect(Text("a").mayChangeSize(from: Text("b")))
        #expect(!Text("a").mayChangeSize(from: Text("a")))
    }
}
