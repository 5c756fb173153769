import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// A menu picker with many options opens its menu beside its row (below
/// it, or above it when there is more room there), scrolling it when it is
/// taller than the room there.
@MainActor
@Suite struct PickerMenuPlacementTests {
    final class Number: ObservableObject {
        @Published var value = 50
    }

    /// `rowsBefore` plain rows, then a menu picker of 98 numbers, in a list.
    struct ManyOptions: View {
        @ObservedObject var number: Number
        let rowsBefore: Int

        var body: some View {
            List {
                ForEach(0..<rowsBefore, id: \.self) { Text("Row \($0)") }
                Picker("Number", selection: $number.value) {
                    ForEach(1...98, id: \.self) { Text("Option \($0)") }
                }
                .pickerStyle(.menu)
            }
        }
    }

    private func settle() {
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
    }

    private func frame(of label: UILabel) -> CGRect { label.convert(label.bounds, to: nil) }

    @Test func aLongMenuOpensBelowItsRowAndScrolls() throws {
        let number = Number()
        let (controller, window) = host(ManyOptions(number: number, rowsBefore: 2), width: 390, height: 844)
        defer { window.isHidden = true }
        let value = try #require(controller.view.label("Option 50"))
        let row = frame(of: value)
        window.synthesizeTap(at: CGPoint(x: row.midX, y: row.midY))
        settle()
        let panel = try #require(MenuPresentation.shownPanelFrame(in: window))
        // Below the row (not at the top of the screen), down to the window's margin.
        #expect(panel.minY >= row.maxY)
        #expect(panel.minY < row.maxY + 30)
        #expect(panel.maxY <= 844 - 8 + 0.5)
        #expect(panel.maxY > 844 - 20)
        // The rows go on below the card: it scrolls.
        let first = try #require(MenuPresentation.centerOfShownRow("Option 1", in: window))
        let last = try #require(MenuPresentation.centerOfShownRow("Option 98", in: window))
        #expect(abs(first.y - (panel.minY + 22)) < 1)
        #expect(last.y > panel.maxY)
        window.synthesizeDrag(
            from: CGPoint(x: panel.midX, y: panel.maxY - 40), by: (1...10).map { CGPoint(x: 0, y: CGFloat(-30 * $0)) },
            lift: 0.5)
        settle()
        let scrolled = try #require(MenuPresentation.centerOfShownRow("Option 1", in: window))
        #expect(scrolled.y < first.y - 200, "dragging the card scrolls its rows")
        // A row scrolled into view is chosen by a tap.
        let visible = (1...98).first { option in
            guard let center = MenuPresentation.centerOfShownRow("Option \(option)", in: window) else { return false }
            return option > 1 && center.y > panel.minY + 30 && center.y < panel.maxY - 30
        }
        let option = try #require(visible)
        window.synthesizeTap(at: try #require(MenuPresentation.centerOfShownRow("Option \(option)", in: window)))
        settle()
        #expect(number.value == option)
        #expect(MenuPresentation.shownRowTitles(in: window) == nil)
    }

    @Test func aLongMenuOpensAboveARowNearTheBottom() throws {
        let number = Number()
        let (controller, window) = host(ManyOptions(number: number, rowsBefore: 14), width: 390, height: 844)
        defer { window.isHidden = true }
        let value = try #require(controller.view.label("Option 50"))
        let row = frame(of: value)
        try #require(row.midY > 844 / 2)
        window.synthesizeTap(at: CGPoint(x: row.midX, y: row.midY))
        settle()
        let panel = try #require(MenuPresentation.shownPanelFrame(in: window))
        #expect(panel.maxY <= row.minY)
        #expect(panel.maxY > row.minY - 30)
        #expect(panel.minY >= 8 - 0.5)
    }
}
