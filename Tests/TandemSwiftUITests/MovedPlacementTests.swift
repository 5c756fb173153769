import Foundation
import SwiftUI
import Testing

/// A subtree that moves without changing size is translated rather than
/// placed again; what it shows must be what a fresh layout shows.
@MainActor
@Suite struct MovedPlacementTests {
    final class Store: ObservableObject {
        @Published var ids: [Int]
        init(_ ids: [Int]) { self.ids = ids }
    }

    /// Rows of different heights, each a stack with padding, a frame, an
    /// opacity effect (a view of its own) and a background.
    struct Rows: View {
        @ObservedObject var store: Store
        let readsGeometry: Bool

        var body: some View {
            VStack(spacing: 2) {
                ForEach(store.ids, id: \.self) { id in
                    HStack {
                        Text("Row \(id)")
                        Spacer()
                        if readsGeometry {
                            GeometryReader { proxy in Text("y \(Int(proxy.frame(in: .global).minY))") }
                                .frame(width: 60, height: 12)
                        }
                        Color.blue.frame(width: 10, height: 10).opacity(0.5)
                    }
                    .padding(.horizontal, 3)
                    .frame(height: CGFloat(20 + id % 3 * 5))
                    .background(Color.yellow)
                }
            }
        }
    }

    /// Every view's frame in the hosting view, with the label texts, in a fixed order.
    private func layout(of controller: UIViewController) -> [String] {
        let root = controller.view!
        root.layoutIfNeeded()
        return root.allSubviews.map { view in
            let frame = root.frame(of: view)
            let text = (view as? UILabel)?.text ?? String(describing: type(of: view))
            return "\(text) \(frame.minX),\(frame.minY) \(frame.width)x\(frame.height)"
        }.sorted()
    }

    private func expectSameLayout(_ ids: [Int], after change: (Store) -> Void, readsGeometry: Bool = false) {
        let store = Store(ids)
        let (controller, window) = host(Rows(store: store, readsGeometry: readsGeometry))
        _ = layout(of: controller)
        change(store)
        let changed = layout(of: controller)
        let (fresh, freshWindow) = host(Rows(store: Store(store.ids), readsGeometry: readsGeometry))
        let expected = layout(of: fresh)
        #expect(changed == expected)
        #expect(changed.count > 3 * store.ids.count)
        withExtendedLifetime((window, freshWindow)) {}
    }

    @Test func rowsBelowARemovedRowLandWhereAFreshLayoutPutsThem() {
        expectSameLayout(Array(0..<12)) { $0.ids.remove(at: 3) }
    }

    @Test func swappedAndInsertedRowsLandWhereAFreshLayoutPutsThem() {
        expectSameLayout(Array(0..<12)) { $0.ids.swapAt(1, 10) }
        expectSameLayout(Array(0..<12)) { $0.ids.insert(40, at: 0) }
        expectSameLayout(Array(0..<12)) { $0.ids = [7, 0, 1, 2, 3, 4, 5, 6] }
    }

    /// A geometry reader depends on where it is: its row is placed again,
    /// and it shows its new position (the texts are part of the layout compared).
    @Test func aGeometryReaderInAMovedRowSeesItsNewPosition() {
        expectSameLayout(Array(0..<8), after: { $0.ids.remove(at: 0) }, readsGeometry: true)
        let store = Store(Array(0..<4))
        let (controller, window) = host(Rows(store: store, readsGeometry: true))
        _ = layout(of: controller)
        func readings() -> [Int] {
            controller.view.labels.compactMap(\.text).filter { $0.hasPrefix("y ") }.compactMap { Int($0.dropFirst(2)) }.sorted()
        }
        let before = readings()
        store.ids.remove(at: 0)
        _ = layout(of: controller)
        let after = readings()
        // Rows 1-3 moved up in the stack by row 0's height (20) and the
        // spacing (2); the stack, centered in the window, moved down by half that.
        #expect(after == before.dropFirst().map { $0 - 11 })
        withExtendedLifetime(window) {}
    }
}
