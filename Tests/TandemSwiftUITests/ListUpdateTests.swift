import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

private final class NumberStore: ObservableObject {
    @Published var numbers = Array(0..<8)
    @Published var extra = ["a"]
    @Published var selected: Int?
}

/// A row with its own state (a tap count) and the value it shows.
private struct StatefulRow: View {
    let number: Int
    let isSelected: Bool
    @State private var taps = 0

    var body: some View {
        HStack {
            Text("\(number)\(isSelected ? "*" : "") \(taps)")
            Spacer()
            Button("Tap") { taps += 1 }
        }
    }
}

/// One `ForEach` section and, below it, a section of its own: updates that
/// change one section's ids take the quick path, others the general one.
private struct NumberList: View {
    @ObservedObject var store: NumberStore

    var body: some View {
        List {
            Section("Numbers") {
                ForEach(store.numbers, id: \.self) { number in
                    StatefulRow(number: number, isSelected: number == store.selected)
                }
            }
            Section("Extra") {
                ForEach(store.extra, id: \.self) { Text($0) }
            }
        }
        .listStyle(.plain)
    }
}

private struct ShownKey: EnvironmentKey {
    static var defaultValue: String { "default" }
}

extension EnvironmentValues {
    fileprivate var shown: String {
        get { self[ShownKey.self] }
        set { self[ShownKey.self] = newValue }
    }
}

private struct ShownEnvironmentRow: View {
    @Environment(\.shown) private var shown
    let number: Int

    var body: some View { Text("\(number) \(shown)") }
}

/// Updates of a `List` by its rows' ids: what each update shows, and the
/// rows that keep their state.
@MainActor
@Suite struct ListUpdateTests {
    private func texts(_ window: UIWindow) -> [String] {
        guard let table = window.allSubviews.first(where: { $0 is UITableView }) as? UITableView else { return [] }
        return (table.indexPathsForVisibleRows ?? []).sorted().compactMap {
            table.cellForRow(at: $0)?.contentView.labels.first?.text
        }
    }

    private func settle(_ window: UIWindow) {
        CATransaction.flush()
        window.layoutIfNeeded()
    }

    private func tap(row: Int, in window: UIWindow) throws {
        let table = try #require(window.allSubviews.first { $0 is UITableView } as? UITableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
        let button = try #require(cell.contentView.allSubviews.first { $0 is UIControl })
        window.synthesizeTap(at: window.frame(of: button).center)
        settle(window)
    }

    @Test func swapsMovesRemovalsAndInsertionsKeepEachRowsState() throws {
        let store = NumberStore()
        let (_, window) = host(NumberList(store: store), width: 320, height: 900)
        settle(window)
        #expect(texts(window) == ["0 0", "1 0", "2 0", "3 0", "4 0", "5 0", "6 0", "7 0", "a"])
        try tap(row: 1, in: window)
        try tap(row: 6, in: window)
        #expect(texts(window)[1] == "1 1" && texts(window)[6] == "6 1")
        store.numbers.swapAt(1, 6)
        settle(window)
        #expect(texts(window) == ["0 0", "6 1", "2 0", "3 0", "4 0", "5 0", "1 1", "7 0", "a"])
        store.numbers.remove(at: 0)
        store.numbers.insert(42, at: 3)
        settle(window)
        #expect(texts(window) == ["6 1", "2 0", "3 0", "42 0", "4 0", "5 0", "1 1", "7 0", "a"])
        store.numbers.move(fromOffsets: [6], toOffset: 0)
        settle(window)
        #expect(texts(window) == ["1 1", "6 1", "2 0", "3 0", "42 0", "4 0", "5 0", "7 0", "a"])
        // A row selected: its row shows it, the others keep their state.
        store.selected = 6
        settle(window)
        #expect(texts(window) == ["1 1", "6* 1", "2 0", "3 0", "42 0", "4 0", "5 0", "7 0", "a"])
        // Both sections changed at once (the general path).
        store.numbers.removeLast()
        store.extra.append("b")
        settle(window)
        #expect(texts(window) == ["1 1", "6* 1", "2 0", "3 0", "42 0", "4 0", "5 0", "a", "b"])
        // Every id new: no row keeps a state.
        store.numbers = [100, 101]
        settle(window)
        #expect(texts(window) == ["100 0", "101 0", "a", "b"])
    }

    @Test func anIDTwiceIsReportedAndShownOnce() {
        let store = NumberStore()
        let (_, window) = host(NumberList(store: store), width: 320, height: 900)
        settle(window)
        let messages = diagnostics {
            store.numbers = [0, 1, 1, 2]
            settle(window)
        }
        #expect(messages.contains { $0.contains("rows with the same id in one list") })
        // Reported again while the ids stay the same, as every update with them is.
        let again = diagnostics {
            store.extra = ["c"]
            settle(window)
        }
        #expect(again.contains { $0.contains("rows with the same id in one list") })
        store.numbers = [3, 4]
        settle(window)
        #expect(texts(window) == ["3 0", "4 0", "c"])
    }

    @Test func rowsReadTheListsEnvironmentWhenItChanges() {
        struct Screen: View {
            @ObservedObject var store: NumberStore
            var body: some View {
                List(store.numbers, id: \.self) { ShownEnvironmentRow(number: $0) }
                    .environment(\.shown, store.extra.joined())
            }
        }
        let store = NumberStore()
        store.numbers = [1, 2]
        let (_, window) = host(Screen(store: store), width: 320, height: 400)
        settle(window)
        #expect(texts(window) == ["1 a", "2 a"])
        store.extra = ["b"]
        settle(window)
        #expect(texts(window) == ["1 b", "2 b"])
        // The rows change, the environment not: the rows keep it.
        store.numbers = [2, 3]
        settle(window)
        #expect(texts(window) == ["2 b", "3 b"])
    }

    @Test func aCellGivenAnEqualConfigurationKeepsItsContentAndADifferentOneUpdatesIt() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.contentConfiguration = UIHostingConfiguration { StatefulRow(number: 1, isSelected: false) }
        cell.layoutIfNeeded()
        #expect(cell.contentView.labels.first?.text == "1 0")
        let button = try #require(cell.contentView.allSubviews.first { $0 as? UIControl != nil } as? UIControl)
        button.sendActions(for: .touchUpInside)
        cell.layoutIfNeeded()
        #expect(cell.contentView.labels.first?.text == "1 1")
        // Equal: the row keeps its state and text.
        cell.contentConfiguration = UIHostingConfiguration { StatefulRow(number: 1, isSelected: false) }
        cell.layoutIfNeeded()
        #expect(cell.contentView.labels.first?.text == "1 1")
        // Different: the text follows, the state stays (the same identity).
        cell.contentConfiguration = UIHostingConfiguration { StatefulRow(number: 1, isSelected: true) }
        cell.layoutIfNeeded()
        #expect(cell.contentView.labels.first?.text == "1* 1")
    }
}
