import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// What each row of ``RevalidatedRows`` shows and how it sizes.
final class RevalidatedRowsModel: ObservableObject {
    static let count = 24
    @Published var labels: [String] = (0..<count).map { "Row \($0)" }
    /// The heights a row may take (one for a row of a fixed height); `nil`
    /// for a row that takes any height offered.
    @Published var heights: [ClosedRange<CGFloat>?] = Array(repeating: 20...20, count: count)
    @Published var priorities: [Double] = Array(repeating: 0, count: count)
    /// The rows that want no space next to them (rows of ``LeafRow``s).
    @Published var unspaced: Set<Int> = []
    /// The rows that are taller at a finite height offered than at none or
    /// at an infinite one (rows of ``LeafRow``s).
    @Published var odd: Set<Int> = []
}

/// The proposal each row was last placed with, by row.
@MainActor
final class RowPlacementLog {
    var proposals: [Int: ProposedViewSize] = [:]
}

/// A row's layout: its one subview at the row's proposal, the proposal recorded.
struct RecordingRowLayout: Layout {
    let row: Int
    let log: RowPlacementLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        log.proposals[row] = proposal
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// A leaf 20 points tall that wants no space next to it when `unspaced`,
/// and is 30 points tall at a finite height offered when `odd`. A layout
/// of its own: the layouts around a view add the system spacing to their
/// subviews' (the `Layout` default), so only the stack's subview itself
/// can want none.
struct LeafRow: Layout {
    let unspaced: Bool
    let odd: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let offered = proposal.height.map { $0 > 0 && $0.isFinite } ?? false
        return CGSize(width: 30, height: odd && offered ? 30 : 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { unspaced ? .zero : ViewSpacing() }
}

/// Rows in a `VStack` of the system spacing, in the window or in a scroll
/// view. Each row is a label beside a color (which takes any height) in
/// a frame of the row's height: a row of a fixed height takes it at any
/// length, and a stack of such rows is length-invariant. With `leaves`,
/// the rows are ``LeafRow``s instead.
struct RevalidatedRows: View {
    @ObservedObject var model: RevalidatedRowsModel
    let scrolls: Bool
    let leaves: Bool
    let log: RowPlacementLog

    var body: some View { rows.inScrollView(scrolls) }

    private var rows: some View {
        VStack(alignment: .leading) {
            ForEach(0..<RevalidatedRowsModel.count, id: \.self) { row in
                if leaves {
                    LeafRow(unspaced: model.unspaced.contains(row), odd: model.odd.contains(row)) { EmptyView() }
                } else {
                    RecordingRowLayout(row: row, log: log) {
                        HStack(spacing: 0) {
                            Text(model.labels[row])
                            Color.green.frame(width: 4)
                        }
                        .frame(minHeight: model.heights[row]?.lowerBound, maxHeight: model.heights[row]?.upperBound)
                    }
                    .layoutPriority(model.priorities[row])
                }
            }
        }
    }
}

/// Rows of a fixed height as wide as the window, a label in each, in a
/// `VStack` offered the window's height.
struct FixedHeightLabels: View {
    @ObservedObject var model: RevalidatedRowsModel

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<RevalidatedRowsModel.count, id: \.self) { row in
                HStack {
                    Text(model.labels[row])
                    Spacer()
                }
                .frame(height: 20)
            }
        }
    }
}

/// Eight labels above a stack of rows that come and go, in a `VStack`
/// offered the window's height: a row removed rearranges the inner
/// stack's rows, which the walk up from it does not stamp
/// (``ViewNode/invalidateLayout(keepingSizesBelow:)``), and the inner
/// stack, a subview of the outer one, is shorter.
struct StackBelowLabels: View {
    @ObservedObject var model: RearrangedRowsModel

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<8, id: \.self) { Text("Label \($0)").frame(height: 20) }
            // In a group: the walk up from the rows reaches the outer stack
            // through a node of its own, so the outer stack is only told that
            // a subview may have changed.
            Group {
                VStack(spacing: 0) {
                    ForEach(model.ids, id: \.self) { Text("Row \($0)").frame(height: 20) }
                }
            }
        }
    }
}

/// A stack whose subviews' layout was invalidated keeps its distribution
/// when they took what it needs of them (``StackMemo/revalidate(_:stack:)``),
/// and is laid out as a fresh one of the same rows either way.
@MainActor
@Suite struct StackMemoRevalidationTests {
    /// The views under `view`, depth first, with their frames in the window.
    private func layout(of view: UIView) -> [String] {
        view.allSubviews.map { "\(type(of: $0)) \($0.convert($0.bounds, to: nil))" }
    }

    /// Changes a live stack's model and compares its views, their frames
    /// and each row's last proposal with a fresh stack of the changed model.
    /// Unless `movesNothing`, the change moves a view.
    private func expectFreshLayout(
        scrolls: Bool, leaves: Bool = false, movesNothing: Bool = false, after change: (RevalidatedRowsModel) -> Void
    ) throws {
        let model = RevalidatedRowsModel()
        let log = RowPlacementLog()
        let (controller, window) = host(RevalidatedRows(model: model, scrolls: scrolls, leaves: leaves, log: log))
        defer { window.isHidden = true }
        controller.view.layoutIfNeeded()
        let before = layout(of: controller.view)
        change(model)
        controller.view.layoutIfNeeded()

        let freshModel = RevalidatedRowsModel()
        change(freshModel)
        let freshLog = RowPlacementLog()
        let (fresh, freshWindow) = host(
            RevalidatedRows(model: freshModel, scrolls: scrolls, leaves: leaves, log: freshLog))
        defer { freshWindow.isHidden = true }
        fresh.view.layoutIfNeeded()
        let after = layout(of: controller.view)
        #expect(after == layout(of: fresh.view))
        #expect((after == before) == movesNothing)
        try #require(freshLog.proposals.count == (leaves ? 0 : RevalidatedRowsModel.count))
        for row in 0..<RevalidatedRowsModel.count {
            #expect(log.proposals[row] == freshLog.proposals[row], "row \(row)")
        }
    }

    @Test(arguments: [false, true])
    func labelsChangedInSomeRows(scrolls: Bool) throws {
        try expectFreshLayout(scrolls: scrolls) { model in
            for row in stride(from: 0, to: RevalidatedRowsModel.count, by: 3) { model.labels[row] += " !!!" }
        }
    }

    @Test(arguments: [false, true])
    func aRowTallerMovesTheRowsBelow(scrolls: Bool) throws {
        try expectFreshLayout(scrolls: scrolls) { $0.heights[5] = 44...44 }
    }

    @Test(arguments: [false, true])
    func aRowThatTakesAnyHeight(scrolls: Bool) throws {
        // Offered a height, the stack is no longer length-invariant: it distributes again.
        try expectFreshLayout(scrolls: scrolls) { $0.heights[5] = nil }
    }

    @Test(arguments: [false, true])
    func aRowOfAFlexibleHeight(scrolls: Bool) throws {
        // Between 10 and 40 points: finite at both ends, but not one height.
        // Near the end, the row is offered more than 40 points and takes 40,
        // its largest, as it would at any length; but its flexibility puts
        // it last in a fresh distribution, and the row after it is offered more.
        try expectFreshLayout(scrolls: scrolls) { $0.heights[22] = 10...40 }
    }

    @Test(arguments: [false, true])
    func aRowTallerAtTheHeightOfferedThanAtEitherEnd(scrolls: Bool) throws {
        // Offered no height in a scroll view, the row is 20 points tall as before.
        try expectFreshLayout(scrolls: scrolls, leaves: true, movesNothing: scrolls) { $0.odd = [5] }
    }

    @Test(arguments: [false, true])
    func aRowGivenPriorityIsOfferedFirst(scrolls: Bool) throws {
        // Each row takes its height whatever it is offered: only the offers
        // (each row's recorded proposal) tell the order.
        try expectFreshLayout(scrolls: scrolls, movesNothing: true) { $0.priorities[20] = 1 }
    }

    @Test(arguments: [false, true])
    func aRowThatWantsNoSpacingClosesItsGaps(scrolls: Bool) throws {
        try expectFreshLayout(scrolls: scrolls, leaves: true) { $0.unspaced = [5, 6] }
    }

    @Test(arguments: [false, true])
    func aWiderRowWidensTheStack(scrolls: Bool) throws {
        try expectFreshLayout(scrolls: scrolls) { $0.labels[7] = "A row with a much longer label than the others" }
    }

    @Test func aSubviewStackWithRowsRemovedIsShorter() throws {
        let model = RearrangedRowsModel()
        let (controller, window) = host(StackBelowLabels(model: model))
        defer { window.isHidden = true }
        controller.view.layoutIfNeeded()
        let before = layout(of: controller.view)
        model.ids.removeLast(3)
        controller.view.layoutIfNeeded()
        let (fresh, freshWindow) = host(StackBelowLabels(model: model.copy()))
        defer { freshWindow.isHidden = true }
        #expect(layout(of: controller.view) == layout(of: fresh.view))
        #expect(layout(of: controller.view) != before)
    }

    @Test func changedLabelsPlaceOnlyTheirRows() throws {
        let model = RevalidatedRowsModel()
        let (controller, window) = host(FixedHeightLabels(model: model))
        defer { window.isHidden = true }
        controller.view.layoutIfNeeded()
        for row in [2, 9, 17] { model.labels[row] += " !!!" }
        controller.view.layoutIfNeeded()
        // Distributed again, the stack would place all 24 rows.
        #expect(try stackMemo(in: controller).placedCount == 3)
        let freshModel = RevalidatedRowsModel()
        freshModel.labels = model.labels
        let (fresh, freshWindow) = host(FixedHeightLabels(model: freshModel))
        defer { freshWindow.isHidden = true }
        #expect(layout(of: controller.view) == layout(of: fresh.view))
    }
}
