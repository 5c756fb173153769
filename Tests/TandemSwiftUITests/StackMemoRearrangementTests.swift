import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// The rows of a ``RearrangedRowsStack``: their ids in order, the ids of
/// the rows given a taller value, the stack's spacing, and whether a
/// flexible color follows the rows.
final class RearrangedRowsModel: ObservableObject {
    @Published var ids: [Int] = Array(0..<12)
    @Published var tall: Set<Int> = []
    @Published var spacing: CGFloat? = 0
    @Published var flexibleRow = false
    /// What row 6 is made of.
    @Published var sixthRow = SixthRow.measured

    /// What row 6 is made of: one measured view like the others, two texts
    /// (two subviews of the stack), or nothing (none).
    enum SixthRow: Sendable, CaseIterable {
        case measured, twoItems, noItem
    }

    /// A model with the same values (for a stack built afresh).
    func copy() -> RearrangedRowsModel {
        let copy = RearrangedRowsModel()
        copy.ids = ids
        copy.tall = tall
        copy.spacing = spacing
        copy.flexibleRow = flexibleRow
        copy.sixthRow = sixthRow
        return copy
    }
}

/// Extra heights read by the rows themselves: a row whose entry changes is
/// invalidated on its own, and evaluated after the stack in the same pass.
final class RearrangedRowHeights: ObservableObject {
    @Published var extra: [Int: CGFloat] = [:]
}

/// Counts the measurements of each row (by id).
@MainActor
final class RowMeasureLog {
    private(set) var counts: [Int: Int] = [:]

    func record(_ id: Int) { counts[id, default: 0] += 1 }
    func reset() { counts = [:] }
}

/// A row of a fixed size that counts its measurements; its content (a
/// color, drawn by a view) is placed by the rule for subviews a layout
/// does not place.
struct MeasuredRow: Layout {
    let log: RowMeasureLog
    let id: Int
    let size: CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.record(id)
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// One row: a measured row of its own height (by id, taller when its value
/// says so, plus what the heights hold for it), or a text for every fifth
/// id (whose spacing to the other rows differs, under system spacing).
struct RearrangedRowView: View {
    let id: Int
    let isTall: Bool
    let sixthRow: RearrangedRowsModel.SixthRow
    let log: RowMeasureLog
    @ObservedObject var heights: RearrangedRowHeights

    var body: some View {
        if id == 6, sixthRow == .twoItems {
            Text("six")
            Text("and a half")
        } else if id == 6, sixthRow == .noItem {
            EmptyView()
        } else if id % 5 == 4 {
            Text("row \(id)")
        } else {
            MeasuredRow(
                log: log, id: id,
                size: CGSize(
                    width: 30 + CGFloat(id),
                    height: 10 + CGFloat(id % 3) * 4 + (isTall ? 20 : 0) + heights.extra[id, default: 0])
            ) { Color.green }
        }
    }
}

/// A `VStack` of more rows than ``StackMemo/minimumSubviews``, leading
/// aligned, above a flexible color when the model says so.
struct RearrangedRowsStack: View {
    @ObservedObject var model: RearrangedRowsModel
    let heights: RearrangedRowHeights
    let log: RowMeasureLog

    var body: some View {
        VStack(alignment: .leading, spacing: model.spacing) {
            ForEach(model.ids, id: \.self) { id in
                RearrangedRowView(
                    id: id, isTall: model.tall.contains(id), sixthRow: model.sixthRow, log: log, heights: heights)
            }
            if model.flexibleRow { Color.red }
        }
    }
}

/// A stack whose rows are swapped or removed keeps the distribution it
/// measured for each row that stayed, and is laid out as the same stack
/// built afresh: the same views, in the same order, at the same frames.
/// A row whose size changed in the same update is measured again.
@MainActor
@Suite struct StackMemoRearrangementTests {
    /// A change of the rows, and of their heights, made in one update.
    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let rows: @Sendable @MainActor (RearrangedRowsModel) -> Void
        let heights: @Sendable @MainActor (RearrangedRowHeights) -> Void

        init(
            _ name: String, rows: @escaping @Sendable @MainActor (RearrangedRowsModel) -> Void,
            heights: @escaping @Sendable @MainActor (RearrangedRowHeights) -> Void = { _ in }
        ) {
            self.name = name
            self.rows = rows
            self.heights = heights
        }

        var testDescription: String { name }
    }

    nonisolated static let changes: [Change] = [
        Change("swap far apart") { $0.ids.swapAt(1, 10) },
        Change("swap neighbours") { $0.ids.swapAt(3, 4) },
        Change("swap a text and a row") { $0.ids.swapAt(4, 7) },
        Change("remove one in the middle") { $0.ids.remove(at: 5) },
        Change("remove the first") { $0.ids.removeFirst() },
        Change("remove the last") { $0.ids.removeLast() },
        Change("remove several") { $0.ids.removeAll { [2, 7, 9].contains($0) } },
        Change("remove down to a few") { $0.ids = [3, 8, 11] },
        Change("reverse (too many moved to follow)") { $0.ids.reverse() },
        Change("swap, and a swapped row's value is taller") {
            $0.ids.swapAt(1, 10)
            $0.tall = [10]
        },
        Change("remove, and another row's value is taller") {
            $0.ids.remove(at: 3)
            $0.tall = [6]
        },
        Change("swap, and a row grows by itself", rows: { $0.ids.swapAt(2, 9) }, heights: { $0.extra[5] = 17 }),
        Change("remove, and a moved row grows by itself", rows: { $0.ids.remove(at: 0) }, heights: { $0.extra[8] = 9 }),
    ]

    /// The views under `view`, depth first in subview order, with their frames in it.
    private func layout(of view: UIView) -> [String] {
        view.allSubviews.map { "\(type(of: $0)) \(view.frame(of: $0))" }
    }

    /// A stack hosted in a window, laid out.
    private func hostStack(
        _ model: RearrangedRowsModel, heights: RearrangedRowHeights? = nil, log: RowMeasureLog? = nil
    ) -> (UIHostingController<RearrangedRowsStack>, UIWindow) {
        host(
            RearrangedRowsStack(model: model, heights: heights ?? RearrangedRowHeights(), log: log ?? RowMeasureLog()),
            width: 300, height: 500)
    }

    /// The layout of a stack built afresh for `model` and `heights`.
    private func freshLayout(_ model: RearrangedRowsModel, heights: RearrangedRowHeights) -> [String] {
        freshState(model, heights: heights).layout
    }

    /// The layout and the stack's subviews (their views, described) of a
    /// stack built afresh for `model` and `heights`.
    private func freshState(_ model: RearrangedRowsModel, heights: RearrangedRowHeights) -> (
        layout: [String], items: [String]
    ) {
        let fresh = RearrangedRowHeights()
        fresh.extra = heights.extra
        let (controller, window) = hostStack(model.copy(), heights: fresh)
        defer { window.isHidden = true }
        return (layout(of: controller.view), (try? items(of: controller)) ?? [])
    }

    /// The stack's subviews, by their views.
    private func items(of controller: UIHostingController<RearrangedRowsStack>) throws -> [String] {
        try stackNode(in: controller).layoutItems.map { String(describing: $0.view) }
    }

    /// The stack's node, found under the hosting view's root.
    private func stackNode(in controller: UIHostingController<RearrangedRowsStack>) throws -> ViewNode {
        try graphNode(in: controller) { "\(type(of: $0.view))".hasPrefix("VStack<") }
    }

    @Test(arguments: changes, [0, nil, 6] as [CGFloat?])
    func aRearrangedStackIsLaidOutAsAFreshOne(change: Change, spacing: CGFloat?) {
        for flexibleRow in [false, true] {
            let model = RearrangedRowsModel()
            model.spacing = spacing
            model.flexibleRow = flexibleRow
            let heights = RearrangedRowHeights()
            let log = RowMeasureLog()
            let (controller, window) = hostStack(model, heights: heights, log: log)
            defer { window.isHidden = true }
            let before = layout(of: controller.view)
            #expect(before == freshLayout(model, heights: heights))
            log.reset()
            change.rows(model)
            change.heights(heights)
            CATransaction.flush()
            controller.view.layoutIfNeeded()
            let after = layout(of: controller.view)
            let fresh = freshState(model, heights: heights)
            #expect(after == fresh.layout, "flexible row: \(flexibleRow)")
            #expect((try? items(of: controller)) == fresh.items)
            #expect(after != before)
            // A row whose size changed is measured again, wherever it went.
            for id in model.tall.union(heights.extra.keys) where id % 5 != 4 {
                #expect(log.counts[id, default: 0] > 0, "row \(id) measured again")
            }
        }
    }

    /// Rows of two subviews or of none: the stack's subviews are collected
    /// from every row again, and are those of a stack built afresh.
    @Test(arguments: [RearrangedRowsModel.SixthRow.twoItems, .noItem], [0, 3, 6, 7, 11])
    func rowsOfSeveralOrNoSubviewsRearrangedAreLaidOutAsAFreshStack(sixthRow: RearrangedRowsModel.SixthRow, change: Int)
        throws
    {
        let model = RearrangedRowsModel()
        model.sixthRow = sixthRow
        model.spacing = nil
        let heights = RearrangedRowHeights()
        let (controller, window) = hostStack(model, heights: heights)
        defer { window.isHidden = true }
        Self.changes[change].rows(model)
        Self.changes[change].heights(heights)
        CATransaction.flush()
        controller.view.layoutIfNeeded()
        let fresh = freshState(model, heights: heights)
        #expect(layout(of: controller.view) == fresh.layout)
        #expect(try items(of: controller) == fresh.items)
    }

    /// Emptied by hand (not as a change would: no invalidation), the rows'
    /// size caches show whether the stack asks its rows for their sizes:
    /// after a swap or a removal of rows of fixed sizes it asks none; with
    /// a flexible row (a distribution that depends on the order) it does.
    @Test(arguments: [false, true])
    func aStackOfFixedRowsRearrangedAsksNoRowForItsSize(flexibleRow: Bool) throws {
        for change in [Self.changes[0], Self.changes[3]] {
            let model = RearrangedRowsModel()
            model.flexibleRow = flexibleRow
            let log = RowMeasureLog()
            let (controller, window) = hostStack(model, log: log)
            defer { window.isHidden = true }
            for item in try stackNode(in: controller).layoutItems { item.layoutState.sizeCache.removeAll() }
            log.reset()
            change.rows(model)
            CATransaction.flush()
            controller.view.layoutIfNeeded()
            #expect(log.counts.isEmpty == !flexibleRow, "\(change.name): \(log.counts)")
            #expect(layout(of: controller.view) == freshLayout(model, heights: RearrangedRowHeights()))
        }
    }

    /// A stack rearranged to fewer subviews than keep a memo lets the
    /// nodes that went go with their rows.
    @Test func aStackRearrangedToAFewRowsKeepsNoneThatWent() throws {
        let model = RearrangedRowsModel()
        let (controller, window) = hostStack(model)
        defer { window.isHidden = true }
        weak let removed = try stackNode(in: controller).layoutItems.last
        #expect(removed != nil)
        model.ids = [0, 1, 2]
        CATransaction.flush()
        controller.view.layoutIfNeeded()
        #expect(removed == nil)
    }
}
