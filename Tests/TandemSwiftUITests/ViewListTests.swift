import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// A custom view whose body is several views: a list of three.
private struct ThreeRows: View {
    var body: some View {
        Group {
            Text("One")
            Text("Two")
            Text("Three")
        }
    }
}

/// A custom view whose body is a `Section`.
private struct NamedSection: View {
    let name: String
    let rows: [String]

    var body: some View {
        Section(name) {
            ForEach(rows, id: \.self) { Text($0) }
        }
    }
}

/// Custom sections inside a custom view's `Group`, as the screens of an app that shows every control are built.
private struct ControlsGroup: View {
    var body: some View {
        Group {
            NamedSection(name: "Buttons", rows: ["Plain", "Bordered"])
            NamedSection(name: "Toggles", rows: ["Switch"])
        }
    }
}

/// A custom view whose body is a list that grows with its own state.
private struct GrowingRows: View {
    @State private var count = 1

    var body: some View {
        ForEach(0..<count, id: \.self) { Text("Item \($0)") }
        Button("More") { count += 1 }
    }
}

private final class ListTitleModel: ObservableObject {
    @Published var title = "Title"
    @Published var showsExtra = false
}

private struct GrowingScreen: View {
    @ObservedObject var model: ListTitleModel

    var body: some View {
        List {
            Text(model.title)
            GrowingRows()
            if model.showsExtra { Text("Extra") }
        }
        .listStyle(.plain)
    }
}

@MainActor
@Suite struct ViewListTests {
    private func table(in window: UIWindow) throws -> UITableView {
        try #require(window.allSubviews.first { $0 is UITableView } as? UITableView)
    }

    /// The visible rows' first label texts and frames (window coordinates), top to bottom.
    private func rows(_ window: UIWindow) throws -> [(text: String, frame: CGRect)] {
        let table = try table(in: window)
        return table.visibleCells.compactMap { cell in
            guard let label = cell.contentView.labels.first else { return nil }
            return (label.text ?? "", window.frame(of: label))
        }
        .sorted { $0.frame.minY < $1.frame.minY }
    }

    /// Taps the row whose first label reads `text` (a button row runs its action).
    private func tapRow(_ text: String, in window: UIWindow) throws {
        let row = try #require(try rows(window).first { $0.text == text })
        window.synthesizeTap(at: row.frame.center)
        CATransaction.flush()
    }

    @Test func aCustomViewWhoseBodyIsSeveralViewsGivesAListSeveralRows() throws {
        let (_, window) = host(List { ThreeRows() }.listStyle(.plain), width: 320, height: 480)
        window.layoutIfNeeded()
        let table = try table(in: window)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 3)
        let shown = try rows(window)
        #expect(shown.map(\.text) == ["One", "Two", "Three"])
        // Each row below the one before, one line tall.
        for (upper, lower) in zip(shown, shown.dropFirst()) { #expect(lower.frame.minY >= upper.frame.maxY) }
        for row in shown { #expect(row.frame.height < 30) }
    }

    @Test func sectionsMadeByCustomViewsKeepTheirHeadersInOrder() throws {
        let (_, window) = host(List { ControlsGroup() }, width: 320, height: 600)
        window.layoutIfNeeded()
        let table = try table(in: window)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        let headers = window.labels.filter { $0.text == "Buttons" || $0.text == "Toggles" }
            .sorted { window.frame(of: $0).minY < window.frame(of: $1).minY }
        #expect(headers.map(\.text) == ["Buttons", "Toggles"])
        let texts = try rows(window).map(\.text)
        #expect(texts == ["Plain", "Bordered", "Switch"])
        // The second header sits below the first section's rows.
        let bordered = try #require(try rows(window).first { $0.text == "Bordered" })
        #expect(window.frame(of: headers[1]).minY > bordered.frame.maxY)
    }

    @Test func aModifierOnAForEachAppliesToEachRow() throws {
        let items = ["Lakes", "Mountains", "Rivers"]
        let list = List {
            ForEach(items, id: \.self) { Text($0) }
                .listRowInsets(EdgeInsets())
        }
        .listStyle(.plain)
        let (_, window) = host(list, width: 320, height: 480)
        window.layoutIfNeeded()
        #expect(try table(in: window).numberOfRows(inSection: 0) == 3)
        let shown = try rows(window)
        #expect(shown.map(\.text) == items)
        for (upper, lower) in zip(shown, shown.dropFirst()) { #expect(lower.frame.minY >= upper.frame.maxY) }
        // The insets reach every row: its text starts at the row's leading edge.
        for row in shown { #expect(row.frame.minX == 0) }
    }

    @Test func aCustomViewsStateDrivesItsRowsAndSurvivesTheListsUpdates() throws {
        let model = ListTitleModel()
        let (_, window) = host(GrowingScreen(model: model), width: 320, height: 600)
        window.layoutIfNeeded()
        #expect(try rows(window).map(\.text) == ["Title", "Item 0", "More"])
        try tapRow("More", in: window)
        CATransaction.flush()
        window.layoutIfNeeded()
        #expect(try rows(window).map(\.text) == ["Title", "Item 0", "Item 1", "More"])
        // The list updates for its own reasons: the custom view keeps its count.
        model.title = "New title"
        model.showsExtra = true
        CATransaction.flush()
        window.layoutIfNeeded()
        #expect(try rows(window).map(\.text) == ["New title", "Item 0", "Item 1", "More", "Extra"])
        // A false `if` is no row at all.
        model.showsExtra = false
        CATransaction.flush()
        window.layoutIfNeeded()
        #expect(try rows(window).map(\.text) == ["New title", "Item 0", "Item 1", "More"])
    }

    @Test func aCustomViewThatLeavesTheListLosesItsState() throws {
        struct Screen: View {
            @ObservedObject var model: ListTitleModel
            var body: some View {
                List {
                    if !model.showsExtra { GrowingRows() }
                }
                .listStyle(.plain)
            }
        }
        let model = ListTitleModel()
        let (_, window) = host(Screen(model: model), width: 320, height: 600)
        window.layoutIfNeeded()
        try tapRow("More", in: window)
        CATransaction.flush()
        window.layoutIfNeeded()
        #expect(try rows(window).map(\.text) == ["Item 0", "Item 1", "More"])
        model.showsExtra = true
        CATransaction.flush()
        window.layoutIfNeeded()
        #expect(try rows(window).isEmpty)
        model.showsExtra = false
        CATransaction.flush()
        window.layoutIfNeeded()
        #expect(try rows(window).map(\.text) == ["Item 0", "More"])
    }
}

/// A custom view whose body is two views, with state of its own.
private struct TwoColors: View {
    @State private var tall = false

    var body: some View {
        Color.red.frame(width: 50, height: tall ? 20 : 10)
        Color.blue.frame(width: 50, height: 10)
            .onTapGesture { tall = true }
    }
}

extension ViewListTests {
    @Test func aModifierOnACustomViewOfSeveralViewsAppliesToEachInAStack() throws {
        let (controller, window) = host(
            VStack(spacing: 0) { TwoColors().padding(10) }.frame(width: 100, height: 200), width: 100, height: 200)
        defer { window.isHidden = true }
        let view = controller.view!
        // Each color padded on its own: red 10 from the top, blue 10 below red's padding.
        let red = try #require(view.frame(ofColor: .systemRed))
        let blue = try #require(view.frame(ofColor: .systemBlue))
        #expect(blue.minY - red.maxY == 20)
        #expect(red.height == 10 && blue.height == 10)
        #expect(red.minY >= 0 && blue.maxY <= 200)
        // The custom view's state lives on: a tap on blue makes red taller, still apart.
        window.synthesizeTap(at: blue.center)
        CATransaction.flush()
        CATransaction.flush()
        window.layoutIfNeeded()
        let taller = try #require(view.frame(ofColor: .systemRed))
        let movedBlue = try #require(view.frame(ofColor: .systemBlue))
        #expect(taller.height == 20)
        #expect(movedBlue.minY - taller.maxY == 20)
    }

    @Test func aSectionOutsideAListShowsItsPartsInOrderEachModified() throws {
        let (controller, window) = host(
            VStack(spacing: 0) {
                Section {
                    Color.red.frame(width: 50, height: 10)
                } header: {
                    Color.green.frame(width: 50, height: 10)
                }
                .padding(5)
            }
            .frame(width: 100, height: 200), width: 100, height: 200)
        defer { window.isHidden = true }
        let view = controller.view!
        let green = try #require(view.frame(ofColor: .systemGreen))
        let red = try #require(view.frame(ofColor: .systemRed))
        #expect(red.minY - green.maxY == 10)
    }
}

/// Containers that read their content's views as values: alerts, pickers, lazy stacks.
private struct ConditionalAlert: View {
    let canShare: Bool
    @State private var asking = true

    var body: some View {
        Text("Screen")
            .alert("Photo", isPresented: $asking) {
                Button("Delete", role: .destructive) {}
                if canShare { Button("Share") {} }
                Button("Cancel", role: .cancel) {}
            }
    }
}

private struct ConditionalPicker: View {
    let showsThird: Bool
    @State private var flavor = 0

    var body: some View {
        Picker("Flavor", selection: $flavor) {
            Text("Vanilla").tag(0)
            Text("Chocolate").tag(1)
            if showsThird { Text("Mint").tag(2) }
        }
        .pickerStyle(.segmented)
    }
}

extension ViewListTests {
    @Test(arguments: [true, false])
    func anAlertsConditionalButtonIsAButtonWhenShown(canShare: Bool) throws {
        let (hosting, window) = host(ConditionalAlert(canShare: canShare))
        defer { window.isHidden = true }
        CATransaction.flush()
        let alert = try #require(hosting.presentedViewController as? UIAlertController)
        #expect(alert.actions.map(\.title) == (canShare ? ["Delete", "Share", "Cancel"] : ["Delete", "Cancel"]))
    }

    @Test(arguments: [true, false])
    func aPickersConditionalOptionIsAnOptionWhenShown(showsThird: Bool) throws {
        let (controller, window) = host(ConditionalPicker(showsThird: showsThird))
        defer { window.isHidden = true }
        let segments = try #require(
            controller.view.allSubviews.first { $0 is UISegmentedControl } as? UISegmentedControl)
        #expect(segments.numberOfSegments == (showsThird ? 3 : 2))
        #expect(
            (0..<segments.numberOfSegments).map { segments.titleForSegment(at: $0) }
                == (showsThird ? ["Vanilla", "Chocolate", "Mint"] : ["Vanilla", "Chocolate"]))
    }

    @Test func aModifierOnAForEachInALazyStackAppliesToEachRow() throws {
        let (controller, window) = host(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { index in
                        Text("Row \(index)")
                    }
                    .padding(10)
                }
            },
            width: 320, height: 480)
        defer { window.isHidden = true }
        let labels = controller.view.labels.filter { $0.text?.hasPrefix("Row") == true }
            .sorted { window.frame(of: $0).minY < window.frame(of: $1).minY }
        #expect(labels.map(\.text) == ["Row 0", "Row 1", "Row 2"])
        // Each row padded on its own: 20 points between one text and the next.
        let frames = labels.map { window.frame(of: $0) }
        for (upper, lower) in zip(frames, frames.dropFirst()) { #expect(lower.minY - upper.maxY == 20) }
    }

    /// A lazy stack's row made by a custom view of two views is two
    /// subviews of the stack, spaced like rows, along the stack's axis (the
    /// second of each pair was not placed at all: drawn nowhere).
    @Test(arguments: [Axis.vertical, .horizontal])
    func aCustomViewOfSeveralViewsInALazyStackIsSeveralSubviews(axis: Axis) throws {
        let rows = ForEach(0..<3, id: \.self) { PairOfTexts(index: $0) }
        let (controller, window) =
            axis == .vertical
            ? host(AnyView(ScrollView { LazyVStack(spacing: 10) { rows } }), width: 320, height: 480)
            : host(AnyView(ScrollView(.horizontal) { LazyHStack(spacing: 10) { rows } }), width: 480, height: 200)
        defer { window.isHidden = true }
        let frames = ["a0", "b0", "a1", "b1", "a2", "b2"].map { text in
            controller.view.labels.first { $0.text == text }.map { window.frame(of: $0) } ?? .zero
        }
        for frame in frames { #expect(frame.width > 0 && frame.height > 0) }
        // In order along the axis, 10 points apart, on one line across it.
        for (before, after) in zip(frames, frames.dropFirst()) {
            if axis == .vertical {
                #expect(after.minY - before.maxY == 10)
            } else {
                #expect(after.minX - before.maxX == 10)
                #expect(after.midY == before.midY)
            }
        }
    }
}

/// A custom view whose body is two texts.
private struct PairOfTexts: View {
    let index: Int

    var body: some View {
        Text("a\(index)")
        Text("b\(index)")
    }
}

/// A custom view whose body is type-erased, as generated or data-driven screens write it.
private struct ErasedRows: View {
    var body: some View { AnyView(ThreeRows()) }
}

extension ViewListTests {
    @Test func anAnyViewIsTransparentToAListsRows() throws {
        let (_, window) = host(List { ErasedRows() }.listStyle(.plain), width: 320, height: 480)
        window.layoutIfNeeded()
        #expect(try table(in: window).numberOfRows(inSection: 0) == 3)
        #expect(try rows(window).map(\.text) == ["One", "Two", "Three"])
    }

    @Test func aModifierOnAnAnyViewOfSeveralViewsAppliesToEach() throws {
        let (controller, window) = host(
            VStack(spacing: 0) {
                AnyView(
                    Group {
                        Color.red.frame(width: 50, height: 10)
                        Color.blue.frame(width: 50, height: 10)
                    }
                )
                .padding(10)
            }
            .frame(width: 100, height: 200), width: 100, height: 200)
        defer { window.isHidden = true }
        let red = try #require(controller.view.frame(ofColor: .systemRed))
        let blue = try #require(controller.view.frame(ofColor: .systemBlue))
        #expect(blue.minY - red.maxY == 20)
    }
}

private final class SectionStepModel: ObservableObject {
    @Published var step = 0
}

/// Found by the randomized list check: a section with no rows appears above a section without a header.
private struct EmptySectionAbove: View {
    @ObservedObject var model: SectionStepModel

    var body: some View {
        List {
            if model.step == 0 { Text("first") }
            if model.step >= 1 { Section("Empty") { EmptyView() } }
            Text("last")
        }
        .listStyle(.plain)
    }
}

extension ViewListTests {
    @Test func anEmptySectionInsertedAboveRowsShowsItsHeader() throws {
        let model = SectionStepModel()
        let (controller, window) = host(EmptySectionAbove(model: model), width: 320, height: 600)
        defer { window.isHidden = true }
        model.step = 1
        CATransaction.flush()
        controller.view.layoutIfNeeded()
        let table = try table(in: window)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 0)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.labels.map(\.text) == ["Empty"])
        // The header sits above the row.
        let row = try #require(try rows(window).first)
        #expect(window.frame(of: header).maxY <= row.frame.minY)
    }
}
