import Foundation
import SwiftUI
import Testing

/// A subtree that moves without changing size is translated rather than
/// placed again; what it shows must be what a fresh layout shows.
@MainActor
@Suite struct MovedPlacementTests {
    final class Store: ObservableObject {
        @Published var ids: [Int]
        /// Rows with this id show a geometry reader.
        @Published var readerIDs: Set<Int> = []
        /// Rows with this id draw in front of the others.
        @Published var frontIDs: Set<Int> = []
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
                        if readsGeometry || store.readerIDs.contains(id) {
                            GeometryReader { proxy in Text("y \(Int(proxy.frame(in: .global).minY))") }
                                .frame(width: 60, height: 12)
                        }
                        Color.blue.frame(width: 10, height: 10).opacity(0.5)
                    }
                    .padding(.horizontal, 3)
                    .frame(height: CGFloat(20 + id % 3 * 5))
                    .background(Color.yellow)
                    .zIndex(store.frontIDs.contains(id) ? 1 : 0)
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

    /// Every view in drawing order (subviews in order, depth first), by type or text.
    private func drawingOrder(of controller: UIViewController) -> [String] {
        controller.view.allSubviews.map { ($0 as? UILabel)?.text ?? String(describing: type(of: $0)) }
    }

    /// `change` made after a first layout gives the frames and the drawing
    /// order a fresh hosting controller gives the changed store.
    private func expectSameLayout(
        _ ids: [Int], after change: (Store) -> Void, readsGeometry: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let store = Store(ids)
        let (controller, window) = host(Rows(store: store, readsGeometry: readsGeometry))
        _ = layout(of: controller)
        change(store)
        let changed = layout(of: controller)
        let fresh = Store(store.ids)
        fresh.readerIDs = store.readerIDs
        fresh.frontIDs = store.frontIDs
        let (freshController, freshWindow) = host(Rows(store: fresh, readsGeometry: readsGeometry))
        let expected = layout(of: freshController)
        #expect(changed == expected, sourceLocation: sourceLocation)
        #expect(drawingOrder(of: controller) == drawingOrder(of: freshController), sourceLocation: sourceLocation)
        #expect(changed.count > 3 * store.ids.count, sourceLocation: sourceLocation)
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

    /// A row whose views change after the list was drawn: the list draws
    /// the new views in their place, and a row that gains a geometry
    /// reader is placed again (not moved) when it moves.
    @Test func rowsThatChangeInsideAreDrawnAndPlacedAfresh() {
        expectSameLayout(Array(0..<10)) { store in
            store.readerIDs = [4]
            self.layoutNow(store)
            store.ids.remove(at: 0)
        }
        expectSameLayout(Array(0..<10)) { store in
            store.readerIDs = [2, 6]
            self.layoutNow(store)
            store.readerIDs = [6]
            self.layoutNow(store)
            store.ids.swapAt(1, 8)
        }
    }

    /// A row brought to the front is drawn after its siblings; back again, in its place.
    @Test func aRowsZIndexReordersTheDrawingOfTheList() {
        expectSameLayout(Array(0..<6)) { $0.frontIDs = [2] }
        expectSameLayout(Array(0..<6)) { store in
            store.frontIDs = [2]
            self.layoutNow(store)
            store.frontIDs = []
            self.layoutNow(store)
            store.ids.swapAt(0, 5)
        }
    }

    /// Applies the store's pending change to the views (the hosting
    /// controllers lay out when their graph commits).
    private func layoutNow(_ store: Store) {
        CATransaction.flush()
    }

    /// A geometry reader depends on where it is: its row is placed again,
    /// and it shows its new position (the texts are part of the layout compared).
    @Test func aGeometryReaderInAMovedRowSeesItsNewPosition() {
        expectSameLayout(Array(0..<8), after: { $0.ids.remove(at: 0) }, readsGeometry: true)
        let store = Store(Array(0..<4))
        let (controller, window) = host(Rows(store: store, readsGeometry: true))
        _ = layout(of: controller)
        func readings() -> [Int] {
            controller.view.labels.compactMap(\.text).filter { $0.hasPrefix("y ") }.compactMap { Int($0.dropFirst(2)) }
                .sorted()
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
