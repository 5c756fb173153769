import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// A `ForEach` row of several UIKit views is contained in a view of its
/// own, which moves as one when rows above it change; what the rows show,
/// where, and what touches reach stay what they were without it.
@MainActor
@Suite struct RowContainerTests {
    /// The row containers in the stack's container, the one view in `root`, in order.
    private func containers(in root: UIView) -> [UIView] {
        guard root.subviews.count == 1, let stack = root.subviews.first as? PlainContainerView else { return [] }
        return stack.subviews.filter { $0 is PlainContainerView }
    }

    @Test func eachRowOfSeveralViewsIsOneContainerHoldingItsViewsInRowCoordinates() throws {
        let store = RowIDs([1, 2, 3])
        let (controller, window) = host(LabelAndButtonRows(store: store))
        defer { window.isHidden = true }
        let root = try #require(controller.view)
        root.layoutIfNeeded()
        let rows = containers(in: root)
        #expect(rows.count == 3)
        // Nothing but the containers in the stack's: the rows' views are inside them.
        #expect(root.subviews.first?.subviews.count == 3)
        for (index, row) in rows.enumerated() {
            #expect(row.frame.height == 30)
            #expect(row.frame.minY == rows[0].frame.minY + CGFloat(index) * 30)
            let label = try #require(row.labels.first)
            #expect(label.text == "Row \(index + 1)")
            // The label is placed in the row's coordinates.
            #expect(label.frame.minY >= 0 && label.frame.maxY <= 30)
        }
    }

    @Test func removingARowMovesTheContainersBelowAndNotTheViewsInThem() throws {
        let store = RowIDs(Array(1...6))
        let (controller, window) = host(LabelAndButtonRows(store: store))
        defer { window.isHidden = true }
        let root = try #require(controller.view)
        root.layoutIfNeeded()
        let before = containers(in: root)
        let removedLabel = try #require(before[2].labels.first)
        let lastLabel = try #require(before[5].labels.first)
        let labelFrameInRow = lastLabel.frame
        let rowHeight = before[1].frame.minY - before[0].frame.minY
        let lastRowY = root.frame(of: lastLabel).minY
        store.ids.remove(at: 2)
        root.layoutIfNeeded()
        let after = containers(in: root)
        #expect(after.count == 5)
        // The removed row's views left the window with their container.
        #expect(before[2].superview == nil && removedLabel.window == nil)
        #expect(!root.labels.contains { $0 === removedLabel })
        // The same container views (identity kept), the removed one gone.
        #expect(after.map(ObjectIdentifier.init) == [0, 1, 3, 4, 5].map { ObjectIdentifier(before[$0]) })
        // The label did not move in its row; the row moved (the stack,
        // centered in the host, also shrank by a row: half a row each end).
        #expect(lastLabel.frame == labelFrameInRow)
        #expect(root.frame(of: lastLabel).minY == lastRowY - rowHeight / 2)
    }

    @Test func aRowOfOneViewOrOfSeveralItemsHasNoContainer() throws {
        struct TwoTexts: View {
            let id: Int
            var body: some View {
                Text("A\(id)")
                Text("B\(id)")
            }
        }
        struct Lists: View {
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(0..<2, id: \.self) { id in Text("Single \(id)") }
                    ForEach(0..<2, id: \.self) { id in TwoTexts(id: id) }
                }
            }
        }
        let (controller, window) = host(Lists())
        defer { window.isHidden = true }
        let root = try #require(controller.view)
        root.layoutIfNeeded()
        // The stack holds rows: a container of its own, and none per row.
        #expect(root.subviews.first is PlainContainerView)
        #expect(containers(in: root).isEmpty)
        let labels = root.labels
        #expect(labels.map(\.text) == ["Single 0", "Single 1", "A0", "B0", "A1", "B1"])
        // Each text is a row of the stack, one below the other.
        let tops = labels.map { root.frame(of: $0).minY }
        #expect(tops == tops.sorted() && Set(tops).count == tops.count)
    }

    @Test func touchesReachTheRowsControlsAndPassThroughItsGaps() throws {
        final class Log {
            var taps: [String] = []
        }
        /// Rows of a label, a spacer and a button, with nothing drawn
        /// between them, over a color that takes taps.
        struct Screen: View {
            @ObservedObject var store: RowIDs
            let log: Log
            var body: some View {
                ZStack {
                    Color.blue.onTapGesture { log.taps.append("behind") }
                    VStack(spacing: 0) {
                        ForEach(store.ids, id: \.self) { id in
                            HStack {
                                Text("Row \(id)")
                                Spacer()
                                Button("x") { log.taps.append("button \(id)") }
                            }
                            .frame(height: 30)
                        }
                    }
                }
            }
        }
        let log = Log()
        let (controller, window) = host(Screen(store: RowIDs([1, 2]), log: log), width: 400, height: 400)
        defer { window.isHidden = true }
        let root = try #require(controller.view)
        root.layoutIfNeeded()
        let row = try #require(root.allSubviews.first { $0 is PlainContainerView })
        window.synthesizeTap(at: try #require(root.centerOfLabel("x")))
        CATransaction.flush()
        #expect(log.taps == ["button 1"])
        // The middle of the row is the spacer: nothing there, the tap goes behind.
        window.synthesizeTap(at: row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil))
        CATransaction.flush()
        #expect(log.taps == ["button 1", "behind"])
    }

    @Test func aRowGainingAGeometryReaderIsPlacedAgainInsideItsContainer() throws {
        final class Flags: ObservableObject {
            @Published var ids = [1, 2, 3]
            @Published var reader: Int?
        }
        struct ReaderRows: View {
            @ObservedObject var flags: Flags
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(flags.ids, id: \.self) { id in
                        HStack {
                            Text("Row \(id)")
                            if flags.reader == id {
                                GeometryReader { proxy in Text("y \(Int(proxy.frame(in: .global).minY))") }
                                    .frame(width: 80, height: 20)
                            }
                            Button("x") {}
                        }
                        .frame(height: 30)
                    }
                }
            }
        }
        let flags = Flags()
        let (controller, window) = host(ReaderRows(flags: flags), width: 400, height: 400)
        defer { window.isHidden = true }
        let root = try #require(controller.view)
        root.layoutIfNeeded()
        flags.reader = 3
        root.layoutIfNeeded()
        flags.ids.remove(at: 0)
        root.layoutIfNeeded()
        // The reader reads where it is now (the stack is centered: two rows of 30 in 400).
        let readerLabel = try #require(root.labels.first { $0.text?.hasPrefix("y ") == true })
        let readerY = Int(root.frame(of: readerLabel).minY)
        #expect(readerLabel.text == "y \(readerY)")
        // Two rows of 30 centered in 400 start at 170; the reader, 20 tall,
        // is centered in the second row (200...230).
        #expect(readerY == 205)
    }
}
