import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

private final class ValueStore: ObservableObject {
    @Published var values: [Double] = [0.0, 1.0, 2.0]
}

/// A row with a state of its own (a tap count) and the value it shows.
private struct TappedRow: View {
    let value: Double
    @State private var taps = 0

    var body: some View {
        HStack {
            Text(verbatim: "\(value) \(taps)")
            Button("Tap") { taps += 1 }
        }
    }
}

private struct StackedValues: View {
    @ObservedObject var store: ValueStore

    var body: some View {
        VStack(spacing: 0) {
            ForEach(store.values, id: \.self) { TappedRow(value: $0) }
        }
    }
}

private struct ListedValues: View {
    @ObservedObject var store: ValueStore

    var body: some View {
        List {
            ForEach(store.values, id: \.self) { TappedRow(value: $0) }
        }
        .listStyle(.plain)
    }
}

/// A `ForEach`'s ids are compared, matched and checked for repeats by
/// their `==` and hash, in code compiled for their type where the
/// `ForEach` is made (`ForEachSpecialization`): ids that are equal with
/// other bytes (`-0.0` and `0.0`) are the same row, in a stack and in a
/// `List`, whether the ids kept their order or moved.
@MainActor
@Suite struct ForEachIDEqualityTests {
    private func settle(_ window: UIWindow) {
        CATransaction.flush()
        window.layoutIfNeeded()
    }

    /// The labels' texts, top to bottom.
    private func texts(_ window: UIWindow) -> [String] {
        window.allSubviews.compactMap { $0 as? UILabel }.filter { $0.text?.contains(" ") ?? false }
            .sorted { window.frame(of: $0).minY < window.frame(of: $1).minY }.compactMap(\.text)
    }

    /// Taps the button of the row whose label shows `value`.
    private func tap(_ value: String, in window: UIWindow) throws {
        let label = try #require(
            window.allSubviews.compactMap { $0 as? UILabel }.first { $0.text?.hasPrefix(value + " ") ?? false })
        let controls = window.allSubviews.filter { $0 is UIControl }
        let button = try #require(
            controls.first { abs(window.frame(of: $0).midY - window.frame(of: label).midY) < 1 })
        window.synthesizeTap(at: window.frame(of: button).center)
        settle(window)
    }

    private func checkRowsFollowEqualIDs(_ window: UIWindow, _ store: ValueStore) throws {
        settle(window)
        #expect(texts(window) == ["0.0 0", "1.0 0", "2.0 0"])
        try tap("0.0", in: window)
        try tap("2.0", in: window)
        try tap("2.0", in: window)
        #expect(texts(window) == ["0.0 1", "1.0 0", "2.0 2"])
        // The same ids in order, one with other bytes: the rows stay.
        store.values = [-0.0, 1.0, 2.0]
        settle(window)
        #expect(texts(window) == ["-0.0 1", "1.0 0", "2.0 2"])
        // Moved, and the sign back: each row keeps its state by its id.
        store.values = [2.0, 0.0, 1.0]
        settle(window)
        #expect(texts(window) == ["2.0 2", "0.0 1", "1.0 0"])
        // A row removed and a new one: only the new one starts again.
        store.values = [-0.0, 3.0, 2.0]
        settle(window)
        #expect(texts(window) == ["-0.0 1", "3.0 0", "2.0 2"])
    }

    @Test func aStacksRowsFollowTheirIDsByEquality() throws {
        let store = ValueStore()
        let (_, window) = host(StackedValues(store: store), width: 320, height: 400)
        try checkRowsFollowEqualIDs(window, store)
    }

    @Test func aListsRowsFollowTheirIDsByEquality() throws {
        let store = ValueStore()
        let (_, window) = host(ListedValues(store: store), width: 320, height: 400)
        try checkRowsFollowEqualIDs(window, store)
    }
}
