import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

struct Fruit: Identifiable, Hashable {
    let id: Int
    var name: String
}

/// A row with its own state, to see which row keeps it.
struct CountingRow: View {
    let fruit: Fruit
    @State private var taps = 0

    var body: some View {
        HStack {
            Text("\(fruit.name) \(taps)")
            Spacer()
            Button("Tap") { taps += 1 }
        }
    }
}

final class FruitStore: ObservableObject {
    @Published var fruits: [Fruit] = (0..<5).map { Fruit(id: $0, name: "Fruit\($0)") }
    @Published var title = "Fruits"
    @Published var selected: Int?
    @Published var archived: [Int] = []
}

struct FruitList: View {
    @ObservedObject var store: FruitStore

    var body: some View {
        List(selection: $store.selected) {
            Section(store.title) {
                ForEach(store.fruits) { fruit in
                    CountingRow(fruit: fruit)
                        .swipeActions(edge: .leading) {
                            Button("Archive") { store.archived.append(fruit.id) }.tint(.green)
                        }
                }
                .onDelete { offsets in store.fruits.remove(atOffsets: offsets) }
            }
        }
    }
}

@MainActor
@Suite struct ListTests {
    /// The labels on screen, top to bottom, as text.
    func rowTexts(_ window: UIWindow) -> [String] {
        guard let table = window.allSubviews.first(where: { $0 is UITableView }) as? UITableView else { return [] }
        return table.visibleCells.compactMap { cell in cell.contentView.labels.first?.text }
    }

    @Test func onlyTheRowsOnScreenAreBuilt() {
        nonisolated(unsafe) var built = 0
        let (_, window) = host(
            List(0..<10_000, id: \.self) { index in
                // swift-format-ignore: NoAssignmentInExpressions
                let _ = built += 1
                Text("Row \(index)")
            }.listStyle(.plain),
            width: 320, height: 480)
        window.layoutIfNeeded()
        let texts = rowTexts(window)
        #expect(texts.count >= 10 && texts.count <= 12)
        #expect(texts.first == "Row 0")
        #expect(texts.last == "Row \(texts.count - 1)")
        // Each row's body ran for the rows shown (and the traits check), not for 10,000.
        #expect(built < 60)
    }

    @Test func rowsKeepTheirStateAndTheirIdsThroughUpdates() throws {
        let store = FruitStore()
        let (_, window) = host(FruitList(store: store), width: 320, height: 600)
        window.layoutIfNeeded()
        #expect(rowTexts(window) == ["Fruit0 0", "Fruit1 0", "Fruit2 0", "Fruit3 0", "Fruit4 0"])
        // Tap the second row's button: its own state changes.
        let table = try #require(window.allSubviews.first { $0 is UITableView } as? UITableView)
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let button = try #require(second.contentView.allSubviews.first { $0 is UIControl })
        window.synthesizeTap(at: window.frame(of: button).center)
        CATransaction.flush()
        #expect(rowTexts(window)[1] == "Fruit1 1")
        // A new fruit at the top and a changed title: the tapped row keeps its count, under its id.
        store.fruits.insert(Fruit(id: 99, name: "New"), at: 0)
        store.title = "All fruits"
        CATransaction.flush()
        window.layoutIfNeeded()
        #expect(rowTexts(window) == ["New 0", "Fruit0 0", "Fruit1 1", "Fruit2 0", "Fruit3 0", "Fruit4 0"])
        #expect(window.labels.contains { $0.text == "All fruits" })
    }

    @Test func tappingARowSelectsItsIdAndSwipingDeletesIt() throws {
        let store = FruitStore()
        let (_, window) = host(FruitList(store: store), width: 320, height: 600)
        window.layoutIfNeeded()
        let table = try #require(window.allSubviews.first { $0 is UITableView } as? UITableView)
        let third = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: window)
        window.synthesizeTap(at: CGPoint(x: third.minX + 40, y: third.midY))
        CATransaction.flush()
        #expect(store.selected == 2)
        // Swipe the first row left: the standard Delete from onDelete removes it from the store.
        let first = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
        window.synthesizeDrag(
            from: CGPoint(x: first.maxX - 20, y: first.midY),
            by: UIWindow.straightOffsets(
                from: CGPoint(x: first.maxX - 20, y: first.midY), to: CGPoint(x: first.maxX - 140, y: first.midY),
                steps: 5))
        CATransaction.flush()
        window.synthesizeTap(at: CGPoint(x: first.maxX - 20, y: first.midY))
        CATransaction.flush()
        #expect(store.fruits.map(\.id) == [1, 2, 3, 4])
        CATransaction.flush()
        window.layoutIfNeeded()
        #expect(rowTexts(window) == ["Fruit1 0", "Fruit2 0", "Fruit3 0", "Fruit4 0"])
        // Swipe from the leading edge: the row's own action, tinted green.
        let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
        window.synthesizeDrag(
            from: CGPoint(x: row.minX + 20, y: row.midY),
            by: UIWindow.straightOffsets(
                from: CGPoint(x: row.minX + 20, y: row.midY), to: CGPoint(x: row.minX + 140, y: row.midY), steps: 5))
        CATransaction.flush()
        let image = window.tandemSnapshot()
        let scale = window.traitCollection.displayScale
        let green = image.pixel(Int((row.minX + 10) * scale), Int(row.midY * scale))
        #expect(green.g > 150 && green.r < 120)
        window.synthesizeTap(at: CGPoint(x: row.minX + 20, y: row.midY))
        CATransaction.flush()
        #expect(store.archived == [2])
    }

    @Test func aFormShowsSectionsWithControlsThatWork() throws {
        struct Settings: View {
            @State var wifi = false
            @State var name = "Tandem"
            var body: some View {
                Form {
                    Section(header: Text("Network")) {
                        Toggle("Wi-Fi", isOn: $wifi)
                        Text(wifi ? "Connected" : "Off")
                    }
                    Section {
                        Text(name)
                    } footer: {
                        Text("Shown to others")
                    }
                }
            }
        }
        let (_, window) = host(Settings(), width: 360, height: 640)
        window.layoutIfNeeded()
        let table = try #require(window.allSubviews.first { $0 is UITableView } as? UITableView)
        #expect(table.style == .insetGrouped)
        #expect(table.numberOfSections == 2)
        #expect(window.labels.contains { $0.text == "Network" })
        #expect(window.labels.contains { $0.text == "Shown to others" })
        #expect(window.labels.contains { $0.text == "Off" })
        let toggle = try #require(window.allSubviews.first { $0 is UISwitch })
        window.synthesizeTap(at: window.frame(of: toggle).center)
        CATransaction.flush()
        window.layoutIfNeeded()
        #expect(window.labels.contains { $0.text == "Connected" })
        // Rows are inset and white on the grouped gray.
        let image = window.tandemSnapshot()
        let scale = window.traitCollection.displayScale
        let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
        #expect(row.minX == 20)
        #expect(image.pixel(Int((row.maxX - 30) * scale), Int(row.midY * scale)) == RGBA(255, 255, 255, 255))
        #expect(image.pixel(Int(8 * scale), Int(row.midY * scale)) != RGBA(255, 255, 255, 255))
    }
}

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

final class SettingsModel: ObservableObject {
    @Published var tab = 0
    @Published var showsAbout = false
}

/// A form with a sheet, in a navigation stack, in a tab: showing the tab
/// sizes the form's table from inside the screen's update, which must not
/// leave the commit spinning on that update.
struct SettingsTabs: View {
    @ObservedObject var model: SettingsModel
    @State private var on = true

    var body: some View {
        TabView(selection: $model.tab) {
            Text("Home").tabItem { Text("Home") }.tag(0)
            NavigationStack {
                Form {
                    Section(header: Text("Reminders")) { Toggle("Notifications", isOn: $on) }
                    Section { Button("About") { model.showsAbout = true } }
                }
                .navigationTitle("Settings")
                .sheet(isPresented: $model.showsAbout) { Text("About this app") }
            }
            .tabItem { Text("Settings") }
            .tag(1)
        }
    }
}

extension ListTests {
    @Test func aFormInATabShownLaterSettlesInOneCommit() throws {
        let model = SettingsModel()
        let (_, window) = host(SettingsTabs(model: model), width: 390, height: 700)
        let lines = diagnostics {
            model.tab = 1
            CATransaction.flush()
        }
        #expect(!lines.contains { $0.contains("did not settle") }, "\(lines)")
        #expect(window.labels.contains { $0.text == "Notifications" })
        window.synthesizeTap(
            at: try #require(window.labels.first { $0.text == "About" }).convert(CGPoint(x: 5, y: 5), to: window))
        CATransaction.flush()
        #expect(window.labels.contains { $0.text == "About this app" })
    }
}

struct EditableFruits: View {
    @ObservedObject var store: FruitStore

    var body: some View {
        VStack {
            EditButton()
            List {
                ForEach(store.fruits) { fruit in CountingRow(fruit: fruit) }
                    .onDelete { store.fruits.remove(atOffsets: $0) }
                    .onMove { store.fruits.move(fromOffsets: $0, toOffset: $1) }
            }
            .listStyle(.plain)
        }
    }
}

extension ListTests {
    @Test func editButtonEditsTheListAndAMovedRowKeepsItsState() throws {
        let store = FruitStore()
        let (_, window) = host(EditableFruits(store: store), width: 320, height: 600)
        window.layoutIfNeeded()
        let table = try #require(window.allSubviews.first { $0 is UITableView } as? UITableView)
        // Give Fruit0 some state, then edit.
        let firstButton = try #require(
            table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.allSubviews.first { $0 is UIControl })
        window.synthesizeTap(at: window.frame(of: firstButton).center)
        CATransaction.flush()
        #expect(rowTexts(window).first == "Fruit0 1")
        window.synthesizeTap(
            at: try #require(window.labels.first { $0.text == "Edit" }).convert(CGPoint(x: 5, y: 5), to: window))
        CATransaction.flush()
        #expect(table.isEditing)
        #expect(window.labels.contains { $0.text == "Done" })
        // Drag Fruit0's handle down one row: the store moves it, and it keeps its count.
        let row = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
        window.synthesizeDrag(
            from: CGPoint(x: row.maxX - 20, y: row.midY),
            by: UIWindow.straightOffsets(
                from: CGPoint(x: row.maxX - 20, y: row.midY), to: CGPoint(x: row.maxX - 20, y: row.midY + row.height),
                steps: 6))
        CATransaction.flush()
        #expect(store.fruits.map(\.id) == [1, 0, 2, 3, 4])
        CATransaction.flush()
        window.layoutIfNeeded()
        #expect(rowTexts(window) == ["Fruit1 0", "Fruit0 1", "Fruit2 0", "Fruit3 0", "Fruit4 0"])
        // Done leaves editing.
        window.synthesizeTap(
            at: try #require(window.labels.first { $0.text == "Done" }).convert(CGPoint(x: 5, y: 5), to: window))
        CATransaction.flush()
        #expect(!table.isEditing)
    }
}

extension ListTests {
    @Test func rowSeparatorsAndBackgroundsFollowTheRowsModifiers() throws {
        let (_, window) = host(
            List {
                Text("Plain")
                Text("No line").listRowSeparator(.hidden)
                Text("Yellow").listRowBackground(Color.yellow)
                Text("Last")
            }.listStyle(.plain),
            width: 320, height: 400)
        window.layoutIfNeeded()
        CATransaction.flush()
        let table = try #require(window.allSubviews.first { $0 is UITableView } as? UITableView)
        let image = window.tandemSnapshot()
        let scale = window.traitCollection.displayScale
        func pixel(_ point: CGPoint) -> RGBA { image.pixel(Int(point.x * scale), Int(point.y * scale)) }
        let first = table.convert(table.rectForRow(at: IndexPath(row: 0, section: 0)), to: window)
        let second = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
        let third = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: window)
        // A separator line under the first row, none under the second.
        let line = pixel(CGPoint(x: 200, y: first.maxY - 0.5 / scale))
        let noLine = pixel(CGPoint(x: 200, y: second.maxY - 0.5 / scale))
        #expect(line != RGBA(255, 255, 255, 255), "\(line)")
        #expect(noLine == RGBA(255, 255, 255, 255), "\(noLine)")
        // The third row is yellow behind its text.
        let yellow = pixel(CGPoint(x: 250, y: third.midY))
        #expect(yellow.r > 200 && yellow.g > 180 && yellow.b < 80, "\(yellow)")
    }
}
