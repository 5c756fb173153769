import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// A layout whose subviews include a `ForEach`'s rows is contained in a
/// view of its own, which moves as one when the layout moves; the rows
/// above a removed one stay where they are in it. What the rows show,
/// where, and what touches reach stay what they were without it, and
/// whether a layout has one is a fact of the tree as it is.
@MainActor
@Suite struct ListContainerTests {
    final class Store: ObservableObject {
        @Published var ids: [Int]
        @Published var showsRows = true
        @Published var footers = false
        init(_ ids: [Int]) { self.ids = ids }
    }

    /// The UIKit tree under `root`: each view's type and frame in the window, depth first.
    private func describe(_ root: UIView) -> [String] {
        root.subviews.flatMap { view -> [String] in
            let label = (view as? UILabel).map { " \"\($0.text ?? "")\"" } ?? ""
            return ["\(type(of: view)) \(view.convert(view.bounds, to: nil))\(label)"]
                + describe(view).map { "  " + $0 }
        }
    }

    /// The tree a host of `view` built afresh has.
    private func freshTree<V: View>(of view: V) -> [String] {
        let (controller, window) = host(view)
        defer { window.isHidden = true }
        controller.view.layoutIfNeeded()
        return describe(controller.view)
    }

    @Test func removingARowLeavesTheRowsAboveItWhereTheyAreInTheStacksContainer() throws {
        let store = RowIDs(Array(1...6))
        let (controller, window) = host(LabelAndButtonRows(store: store))
        defer { window.isHidden = true }
        let root = try #require(controller.view)
        root.layoutIfNeeded()
        // The stack is the host's one view; its rows are in it, in the stack's coordinates.
        #expect(root.subviews.count == 1)
        let stack = try #require(root.subviews.first as? PlainContainerView)
        #expect(stack.frame.height == 180 && stack.frame.midY == 400)
        let before = stack.subviews
        #expect(before.map(\.frame.minY) == [0, 30, 60, 90, 120, 150])
        let frames = before.map(\.frame)
        store.ids.remove(at: 2)
        root.layoutIfNeeded()
        // The stack, a row shorter, is centered still: it moved by half a row.
        #expect(stack.frame.height == 150 && stack.frame.midY == 400)
        #expect(before[2].superview == nil)
        #expect(stack.subviews.map(ObjectIdentifier.init) == [0, 1, 3, 4, 5].map { ObjectIdentifier(before[$0]) })
        // The rows above stayed in the stack; those below moved up a row.
        #expect(before[0].frame == frames[0] && before[1].frame == frames[1])
        #expect([3, 4, 5].map { before[$0].frame } == [3, 4, 5].map { frames[$0].offsetBy(dx: 0, dy: -30) })
        // What the window shows is what a host of the rows left shows.
        #expect(describe(root) == freshTree(of: LabelAndButtonRows(store: RowIDs([1, 2, 4, 5, 6]))))
    }

    /// A stack whose rows come and go with a condition, with a footer.
    struct Toggled: View {
        @ObservedObject var store: Store

        var body: some View {
            VStack(spacing: 0) {
                if store.showsRows {
                    // Through a custom view and a group, as an app writes it.
                    RowsOf(ids: store.ids)
                } else {
                    Text("No rows")
                }
                Text("Footer")
            }
        }
    }

    struct RowsOf: View {
        let ids: [Int]
        var body: some View {
            Group {
                ForEach(ids, id: \.self) { labelAndButtonRow($0) }
            }
        }
    }

    @Test func aStackHasAContainerWhileItHoldsRowsAsAFreshOneDoes() throws {
        let store = Store([1, 2, 3])
        let (controller, window) = host(Toggled(store: store))
        defer { window.isHidden = true }
        let root = try #require(controller.view)
        root.layoutIfNeeded()
        #expect(root.subviews.count == 1 && root.subviews.first is PlainContainerView)
        for showsRows in [false, true, false] {
            store.showsRows = showsRows
            root.layoutIfNeeded()
            let fresh = Store([1, 2, 3])
            fresh.showsRows = showsRows
            #expect(describe(root) == freshTree(of: Toggled(store: fresh)))
            // Without rows, the texts are the host's own views.
            #expect((root.subviews.first is PlainContainerView) == showsRows)
        }
    }

    /// Rows of a stack of rows: the inner stack is its row's only item
    /// until the row gains a footer.
    struct Nested: View {
        @ObservedObject var store: Store

        var body: some View {
            VStack(spacing: 0) {
                ForEach(store.ids, id: \.self) { id in
                    VStack(spacing: 0) {
                        ForEach(0..<2, id: \.self) { labelAndButtonRow(id * 10 + $0) }
                    }
                    if store.footers { Text("Footer \(id)") }
                }
            }
        }
    }

    @Test func aStackOfRowsThatIsARowHasOneContainerAndKeepsOneAsItsRowChanges() throws {
        let store = Store([1, 2])
        let (controller, window) = host(Nested(store: store))
        defer { window.isHidden = true }
        let root = try #require(controller.view)
        root.layoutIfNeeded()
        // The outer stack's container holds one per row (the inner
        // stack's), and each of those the inner rows' own.
        let outer = try #require(root.subviews.first as? PlainContainerView)
        #expect(outer.subviews.count == 2 && outer.subviews.allSatisfy { $0 is PlainContainerView })
        #expect(
            outer.subviews.allSatisfy { $0.subviews.count == 2 && $0.subviews.allSatisfy { $0 is PlainContainerView } })
        for footers in [true, false, true] {
            store.footers = footers
            root.layoutIfNeeded()
            let fresh = Store([1, 2])
            fresh.footers = footers
            #expect(describe(root) == freshTree(of: Nested(store: fresh)))
        }
    }

    /// The same rows, written out: no `ForEach`, so no container.
    struct WrittenOut: View {
        let ids: [Int]
        var body: some View {
            VStack(spacing: 0) {
                if ids.contains(1) { labelAndButtonRow(1) }
                if ids.contains(2) { labelAndButtonRow(2) }
                if ids.contains(3) { labelAndButtonRow(3) }
                if ids.contains(4) { labelAndButtonRow(4) }
            }
        }
    }

    private func image(of view: UIView) -> Data? {
        UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }.pngData()
    }

    @Test func theRowsDrawWhatTheSameViewsWithoutAContainerDraw() throws {
        let store = RowIDs([1, 2, 3, 4])
        let (controller, window) = host(LabelAndButtonRows(store: store))
        defer { window.isHidden = true }
        let root = try #require(controller.view)
        for ids in [[1, 2, 3, 4], [1, 2, 4]] {
            store.ids = ids
            root.layoutIfNeeded()
            let (plain, plainWindow) = host(WrittenOut(ids: ids))
            defer { plainWindow.isHidden = true }
            plain.view.layoutIfNeeded()
            #expect(!plain.view.subviews.contains { $0 is PlainContainerView })
            #expect(root.labels.map { root.frame(of: $0) } == plain.view.labels.map { plain.view.frame(of: $0) })
            let drawn = try #require(image(of: root))
            #expect(drawn == image(of: plain.view))
        }
    }

    @Test func aButtonDrawnOutsideItsStacksFrameTakesTouchesThere() throws {
        final class Log {
            var taps: [Int] = []
        }
        struct Shifted: View {
            let log: Log
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(1...2, id: \.self) { id in
                        Button("Tap \(id)") { log.taps.append(id) }
                            .frame(height: 30)
                            .offset(y: 100)
                    }
                }
            }
        }
        let log = Log()
        let (controller, window) = host(Shifted(log: log), width: 400, height: 400)
        defer { window.isHidden = true }
        let root = try #require(controller.view)
        root.layoutIfNeeded()
        let stack = try #require(root.subviews.first as? PlainContainerView)
        let center = try #require(root.centerOfLabel("Tap 2"))
        // The button is drawn below the stack's frame.
        #expect(!stack.convert(stack.bounds, to: nil).contains(center))
        window.synthesizeTap(at: center)
        CATransaction.flush()
        #expect(log.taps == [2])
    }
}
