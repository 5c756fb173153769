import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// `rows` at the top of the screen, or of a scroll view, below a color
/// whose height `band` gives: the rows' stack keeps its origin when it
/// shrinks, and moves, without a change of its own, when the color's
/// height changes.
struct BelowABand<Rows: View>: View {
    @ObservedObject var band: BandModel
    /// Whether the rows are in a scroll view (their stack is offered no height).
    let scrolls: Bool
    let rows: Rows

    var body: some View {
        if scrolls {
            ScrollView { content }
        } else {
            VStack(spacing: 0) {
                content
                Spacer(minLength: 0)
            }
        }
    }

    private var content: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.blue.frame(height: band.height)
            rows
        }
    }
}

/// A text per id: a stack whose subtree moves by translation (no custom
/// layout in it reads its bounds).
struct TextRows: View {
    @ObservedObject var model: RearrangedRowsModel

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(model.ids, id: \.self) { Text("Row \($0)") }
        }
    }
}

/// Whether ``WrittenRows`` shows its last row.
final class WrittenRowsModel: ObservableObject {
    @Published var showsLast = true
}

/// Ten rows of text written out, and an eleventh that comes and goes.
struct WrittenRows: View {
    @ObservedObject var model: WrittenRowsModel

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Row 0")
            Text("Row 1")
            Text("Row 2")
            Text("Row 3")
            Text("Row 4")
            Text("Row 5")
            Text("Row 6")
            Text("Row 7")
            Text("Row 8")
            Text("Row 9")
            if model.showsLast { Text("Last") }
        }
    }
}

/// The height of the band above ``BelowABand``'s rows.
final class BandModel: ObservableObject {
    @Published var height: CGFloat = 10
}

/// Ten rows of text, the fourth a scroll view of a lazy stack: scrolling it
/// makes its lazy stack build other rows, which changes no size.
struct RowsWithALazyRow: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { index in
                if index == 3 {
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<200, id: \.self) { Text("Lazy \($0)").frame(height: 20) }
                        }
                    }
                    .frame(height: 100)
                } else {
                    Text("Row \(index)")
                }
            }
        }
    }
}

/// A stack placed again through its memo passes over the rows it placed
/// where they are (``StackMemo/placedCount``), and is laid out as the same
/// stack built afresh.
@MainActor
@Suite struct StackPlacementRecordTests {
    /// The views under `view`, depth first in subview order, with their frames in it.
    private func layout(of view: UIView) -> [String] {
        view.allSubviews.map { "\(type(of: $0)) \(view.frame(of: $0))" }
    }

    /// The rows of `model` below a band of `band`'s height, hosted and laid out.
    private func hostRows(
        _ model: RearrangedRowsModel, band: BandModel, heights: RearrangedRowHeights = RearrangedRowHeights(),
        scrolls: Bool
    ) -> (UIHostingController<BelowABand<RearrangedRowsStack>>, UIWindow) {
        let rows = RearrangedRowsStack(model: model, heights: heights, log: RowMeasureLog())
        return host(BelowABand(band: band, scrolls: scrolls, rows: rows), width: 300, height: 500)
    }

    /// The layout of the same rows built afresh.
    private func freshLayout(
        _ model: RearrangedRowsModel, band: BandModel, heights: RearrangedRowHeights = RearrangedRowHeights(),
        scrolls: Bool
    ) -> [String] {
        let freshBand = BandModel()
        freshBand.height = band.height
        let freshHeights = RearrangedRowHeights()
        freshHeights.extra = heights.extra
        let (controller, window) = hostRows(model.copy(), band: freshBand, heights: freshHeights, scrolls: scrolls)
        defer { window.isHidden = true }
        return layout(of: controller.view)
    }

    @Test(arguments: [false, true])
    func twoRowsSwappedAreTheOnlyOnesPlacedAgain(scrolls: Bool) throws {
        let model = RearrangedRowsModel()
        let band = BandModel()
        let (controller, window) = hostRows(model, band: band, scrolls: scrolls)
        defer { window.isHidden = true }
        // Rows 1 and 10 are as tall (14 points): only they move.
        model.ids.swapAt(1, 10)
        controller.view.layoutIfNeeded()
        #expect(try stackMemo(in: controller).placedCount == 2)
        #expect(layout(of: controller.view) == freshLayout(model, band: band, scrolls: scrolls))
        // Rows 2 (18 points) and 3 (10): no row lies between them, and the rows after keep their places.
        model.ids.swapAt(2, 3)
        controller.view.layoutIfNeeded()
        #expect(try stackMemo(in: controller).placedCount == 2)
        #expect(layout(of: controller.view) == freshLayout(model, band: band, scrolls: scrolls))
    }

    /// Offered no height (in a scroll view), the rows keep their offers:
    /// the six after the row removed move up, the five before it stay.
    /// Offered a height, each row's offer is a share of the height left for
    /// as many rows as are left, which one fewer changes for all eleven.
    @Test(arguments: [(scrolls: true, placed: 6), (scrolls: false, placed: 11)])
    func aRowRemovedPlacesTheRowsThatMovedOrWhoseOfferChanged(scrolls: Bool, placed: Int) throws {
        let model = RearrangedRowsModel()
        let band = BandModel()
        let (controller, window) = hostRows(model, band: band, scrolls: scrolls)
        defer { window.isHidden = true }
        model.ids.remove(at: 5)
        controller.view.layoutIfNeeded()
        #expect(try stackMemo(in: controller).placedCount == placed)
        #expect(layout(of: controller.view) == freshLayout(model, band: band, scrolls: scrolls))
    }

    /// A stack moved with its rows (translated) and then placed again from
    /// where it was placed before, with its last row gone: each row is
    /// where that placement put it in the stack, but the stack's views are
    /// 20 points below (a stack of `ForEach` rows moves as one view, and
    /// is not translated row by row: these rows are written out).
    @Test(arguments: [false, true])
    func aStackMovedWithItsRowsAndBackPlacesEachRowWhereItNowIs(scrolls: Bool) throws {
        let rows = WrittenRowsModel()
        let band = BandModel()
        let (controller, window) = host(
            BelowABand(band: band, scrolls: scrolls, rows: WrittenRows(model: rows)), width: 300, height: 500)
        defer { window.isHidden = true }
        func fresh() -> [String] {
            let freshRows = WrittenRowsModel()
            freshRows.showsLast = rows.showsLast
            let freshBand = BandModel()
            freshBand.height = band.height
            let (controller, window) = host(
                BelowABand(band: freshBand, scrolls: scrolls, rows: WrittenRows(model: freshRows)), width: 300,
                height: 500)
            defer { window.isHidden = true }
            return layout(of: controller.view)
        }
        // The band grows: the rows' stack moves down, its rows with it, none placed again.
        band.height = 30
        controller.view.layoutIfNeeded()
        #expect(layout(of: controller.view) == fresh())
        // Back where it was placed from, the last row gone: every row is
        // 20 points from where that placement put it, and is placed again.
        band.height = 10
        rows.showsLast = false
        controller.view.layoutIfNeeded()
        #expect(try stackMemo(in: controller).placedCount == 10)
        #expect(layout(of: controller.view) == fresh())
    }

    /// Each rearrangement of ``StackMemoRearrangementTests``, in a scroll
    /// view, where the rows' stack is offered no height.
    @Test(arguments: StackMemoRearrangementTests.changes)
    func aScrolledStackRearrangedIsLaidOutAsAFreshOne(change: StackMemoRearrangementTests.Change) {
        let model = RearrangedRowsModel()
        let band = BandModel()
        let heights = RearrangedRowHeights()
        let (controller, window) = hostRows(model, band: band, heights: heights, scrolls: true)
        defer { window.isHidden = true }
        change.rows(model)
        change.heights(heights)
        controller.view.layoutIfNeeded()
        #expect(layout(of: controller.view) == freshLayout(model, band: band, heights: heights, scrolls: true))
    }

    @Test func aLazyStackInARowBuildsTheRowsScrolledTo() throws {
        let (controller, window) = host(RowsWithALazyRow(), width: 300, height: 500)
        defer { window.isHidden = true }
        CATransaction.flush()
        let scrollView = try #require(controller.view.allSubviews.first { $0 is UIScrollView } as? UIScrollView)
        #expect(controller.view.labels.contains { $0.text == "Lazy 0" })
        #expect(!controller.view.labels.contains { $0.text == "Lazy 100" })
        // Its visible part moved: the lazy stack is placed again through the
        // rows' stack, whose memo and sizes hold.
        scrollView.contentOffset = CGPoint(x: 0, y: 100 * 20)
        CATransaction.flush()
        let label = try #require(controller.view.labels.first { $0.text == "Lazy 100" })
        #expect(abs(label.convert(label.bounds, to: scrollView).midY - (100 * 20 + 10)) <= 1)
        #expect(!controller.view.labels.contains { $0.text == "Lazy 0" })
    }
}
