import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// A picker draws in the style `pickerStyle(_:)` sets, as iOS 16 and later
/// draw it: a menu by default, segments, a wheel, or inline rows.
@MainActor
@Suite struct PickerStyleTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate, strawberry, mint, lemon
        var id: Self { self }
    }

    final class Choice: ObservableObject {
        @Published var flavor = Flavor.chocolate
    }

    enum Placement { case stack, list }

    struct Flavors<Style: PickerStyle>: View {
        @ObservedObject var choice: Choice
        let style: Style
        let placement: Placement

        var body: some View {
            let picker = Picker("Flavor", selection: $choice.flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(style)
            switch placement {
            case .stack: VStack { picker }.frame(width: 300)
            case .list:
                List {
                    Text("Scoops")
                    picker
                }
            }
        }
    }

    private func tap(_ point: CGPoint?, in window: UIWindow) throws {
        window.synthesizeTap(at: try #require(point))
        CATransaction.flush()
    }

    @Test func theDefaultStyleIsAMenuButtonShowingTheSelection() throws {
        let choice = Choice()
        let (controller, window) = host(Flavors(choice: choice, style: .automatic, placement: .stack))
        defer { window.isHidden = true }
        let view = controller.view!
        // No segments, and outside a list no label: the button shows the selected option.
        #expect(!view.allSubviews.contains { $0 is UISegmentedControl })
        #expect(view.label("Flavor") == nil)
        let title = try #require(view.label("Chocolate"))
        #expect(
            title.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
                == UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        try tap(view.centerOfLabel("Chocolate"), in: window)
        #expect(MenuPresentation.shownRowTitles(in: window) == ["Vanilla", "Chocolate", "Strawberry", "Mint", "Lemon"])
        try tap(MenuPresentation.centerOfShownRow("Mint", in: window), in: window)
        #expect(choice.flavor == .mint)
        #expect(MenuPresentation.shownRowTitles(in: window) == nil)
        #expect(view.label("Mint") != nil)
        #expect(view.label("Chocolate") == nil)
    }

    @Test func inAListRowTheLabelLeadsAndTheMenuButtonTrails() throws {
        let choice = Choice()
        let (controller, window) = host(Flavors(choice: choice, style: .menu, placement: .list), width: 390)
        defer { window.isHidden = true }
        let view = controller.view!
        let label = try #require(view.label("Flavor"))
        let value = try #require(view.label("Chocolate"))
        let other = try #require(view.label("Scoops"))
        let labelFrame = label.convert(label.bounds, to: nil)
        let valueFrame = value.convert(value.bounds, to: nil)
        #expect(labelFrame.minX == other.convert(other.bounds, to: nil).minX, "the label leads as a row's text does")
        #expect(abs(labelFrame.midY - valueFrame.midY) < 1)
        if let path = ProcessInfo.processInfo.environment["TANDEM_SNAPSHOT_DIR"] {
            try? window.tandemSnapshot().pngData()?.write(to: URL(fileURLWithPath: path + "/picker-menu-row.png"))
        }
        // The value and its chevrons end at the row's trailing margin.
        #expect(valueFrame.maxX > 300)
        #expect(valueFrame.maxX < 370)
    }

    @Test func theSegmentedStyleKeepsSegmentsAndHidesTheLabel() throws {
        let choice = Choice()
        let (controller, window) = host(Flavors(choice: choice, style: .segmented, placement: .stack))
        defer { window.isHidden = true }
        let segments = try #require(controller.view.allSubviews.compactMap { $0 as? UISegmentedControl }.first)
        #expect(segments.numberOfSegments == 5)
        #expect(segments.selectedSegmentIndex == 1)
        #expect(controller.view.label("Flavor") == nil)
    }

    @Test func theWheelShowsTheSelectionInTheMiddleAndSpinsByDragOrTap() throws {
        let choice = Choice()
        let (controller, window) = host(Flavors(choice: choice, style: .wheel, placement: .stack))
        defer { window.isHidden = true }
        let view = controller.view!
        #expect(!view.allSubviews.contains { $0 is UISegmentedControl })
        let middle = try #require(view.label("Chocolate"))
        let above = try #require(view.label("Vanilla"))
        let below = try #require(view.label("Strawberry"))
        let middleFrame = middle.convert(middle.bounds, to: nil)
        #expect(above.convert(above.bounds, to: nil).midY < middleFrame.midY)
        #expect(below.convert(below.bounds, to: nil).midY > middleFrame.midY)
        #expect(view.label("Lemon") == nil)  // three rows below: out of the wheel
        // A tap on a row two below selects it.
        try tap(view.centerOfLabel("Mint"), in: window)
        #expect(choice.flavor == .mint)
        // Dragging up by about two rows (slowly: no coasting) spins two further on, kept within the options.
        let start = try #require(view.centerOfLabel("Mint"))
        let steps = (1...20).map { CGPoint(x: 0, y: -3.1 * Double($0)) }
        window.synthesizeDrag(from: start, by: steps, time: 100, interval: 0.1, lift: 0.5)
        CATransaction.flush()
        #expect(choice.flavor == .lemon)
        if let path = ProcessInfo.processInfo.environment["TANDEM_SNAPSHOT_DIR"] {
            try? window.tandemSnapshot().pngData()?.write(to: URL(fileURLWithPath: path + "/picker-wheel.png"))
        }
        let now = try #require(view.label("Lemon"))
        #expect(abs(now.convert(now.bounds, to: nil).midY - middleFrame.midY) < 1)
    }

    @Test func inlineRowsCheckTheSelectionInAList() throws {
        let choice = Choice()
        let (controller, window) = host(Flavors(choice: choice, style: .inline, placement: .list), width: 390)
        defer { window.isHidden = true }
        let view = controller.view!
        let tops = try Flavor.allCases.map { flavor in
            let label = try #require(view.label(flavor.rawValue.capitalized))
            return label.convert(label.bounds, to: nil).midY
        }
        #expect(tops == tops.sorted())
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $1 - $0 >= 44 })
        try tap(view.centerOfLabel("Lemon"), in: window)
        #expect(choice.flavor == .lemon)
    }
}
