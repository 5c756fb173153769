import Foundation
import SwiftUI
import TandemTestSupport
import Testing

final class StackMemoModel: ObservableObject {
    @Published var labels: [String] = (0..<12).map { "row \($0)" }
    @Published var spacing: CGFloat = 4
    @Published var wide = false
}

/// A stack of more subviews than ``StackMemo/minimumSubviews``: as a
/// `VStack`, its layout box keeps its distribution between measuring and
/// placing it; as an `AnyLayout`, the stack is measured and placed through
/// the public `Layout` methods, which keep nothing.
struct ManyRowsStack: View {
    @ObservedObject var model: StackMemoModel
    let throughAnyLayout: Bool

    var body: some View {
        if throughAnyLayout {
            AnyLayout(VStackLayout(alignment: .leading, spacing: model.spacing)) { rows }
        } else {
            VStack(alignment: .leading, spacing: model.spacing) { rows }
        }
    }

    @ViewBuilder private var rows: some View {
        ForEach(model.labels, id: \.self) { label in Text(label) }
        Color.red.frame(width: model.wide ? 300 : 100, height: 10)
    }
}

/// Records the proposals a layout is placed with (it has a fixed size and no subviews).
@MainActor
final class PlacementLog {
    var proposals: [ProposedViewSize] = []
}

/// A fixed-size leaf that records the proposal it is placed with.
struct PlacementRecorder: Layout {
    let log: PlacementLog
    let size: CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        log.proposals.append(proposal)
    }
}

/// A stack of fixed-size rows (length-invariant: each row takes one size
/// at every length) above a flexible color, which the outer stack
/// measures at its smallest and largest and then offers a share. With
/// `flexibleRow`, one row is a color that takes any height, and the
/// distribution is not length-invariant.
struct NestedRowsStack: View {
    let log: PlacementLog
    let throughAnyLayout: Bool
    let flexibleRow: Bool

    var body: some View {
        VStack(spacing: 0) {
            if throughAnyLayout {
                AnyLayout(VStackLayout(spacing: 3)) { rows }
            } else {
                VStack(spacing: 3) { rows }
            }
            Color.blue
        }
    }

    @ViewBuilder private var rows: some View {
        ForEach(0..<10, id: \.self) { index in
            PlacementRecorder(log: log, size: CGSize(width: 40 + CGFloat(index), height: 12)) { EmptyView() }
        }
        if flexibleRow { Color.red } else { Color.red.frame(width: 30, height: 5) }
    }
}

/// A stack placed with the distribution it kept from its measurement is
/// placed as the same stack measured and placed through the public
/// `Layout` methods, before and after each change the kept distribution
/// must not outlive.
@MainActor
@Suite struct StackMemoTests {
    /// The frames of the views drawn in `view` (the labels and the color), top to bottom.
    private func placedFrames(in view: UIView) -> [CGRect] {
        view.allSubviews.map { view.frame(of: $0) }.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }

    /// The frames of a new stack laid out through `AnyLayout`, for `model` changed by `change`.
    private func referenceFrames(_ change: (StackMemoModel) -> Void) -> [CGRect] {
        let model = StackMemoModel()
        change(model)
        let (controller, window) = host(ManyRowsStack(model: model, throughAnyLayout: true))
        defer { window.isHidden = true }
        return placedFrames(in: controller.view)
    }

    /// Changes the model of a live `VStack` and compares its frames, before
    /// and after, with those of the reference.
    private func expectReferenceFrames(after change: (StackMemoModel) -> Void) {
        let model = StackMemoModel()
        let (controller, window) = host(ManyRowsStack(model: model, throughAnyLayout: false))
        defer { window.isHidden = true }
        let before = placedFrames(in: controller.view)
        #expect(before == referenceFrames { _ in })
        change(model)
        CATransaction.flush()
        controller.view.layoutIfNeeded()
        let after = placedFrames(in: controller.view)
        #expect(after == referenceFrames(change))
        #expect(after != before)
    }

    @Test func aSubviewWhoseSizeChangesMovesTheOnesAfterIt() {
        expectReferenceFrames { $0.labels[3] = "a much longer row\non two lines" }
    }

    @Test func aChangedSpacingIsUsed() {
        expectReferenceFrames { $0.spacing = 20 }
    }

    @Test func aRemovedSubviewLeavesNoGap() {
        expectReferenceFrames { $0.labels.remove(at: 5) }
    }

    @Test func aWiderSubviewWidensTheStack() {
        // Leading alignment across a wider subview: the stack grows, and is centered anew.
        expectReferenceFrames { $0.wide = true }
    }

    /// The frames drawn and the proposals the rows were placed with, for
    /// the nested stack in a window of `height`.
    private func nestedLayout(throughAnyLayout: Bool, flexibleRow: Bool, height: CGFloat) -> (
        [CGRect], [ProposedViewSize]
    ) {
        let log = PlacementLog()
        let (controller, window) = host(
            NestedRowsStack(log: log, throughAnyLayout: throughAnyLayout, flexibleRow: flexibleRow), width: 200,
            height: height)
        defer { window.isHidden = true }
        return (placedFrames(in: controller.view), log.proposals)
    }

    @Test(arguments: [false, true], [60, 400])
    func aStackMeasuredAtSeveralLengthsIsPlacedAsThroughTheLayoutMethods(flexibleRow: Bool, height: CGFloat) {
        let memo = nestedLayout(throughAnyLayout: false, flexibleRow: flexibleRow, height: height)
        let reference = nestedLayout(throughAnyLayout: true, flexibleRow: flexibleRow, height: height)
        #expect(memo.0 == reference.0)
        #expect(memo.1 == reference.1)
        // Ten rows placed once each, across at the stack's width, along at
        // the share of the height they were offered (none left at 60).
        #expect(memo.1.count == 10)
        #expect(memo.1.allSatisfy { $0.width == 200 && $0.height != nil && $0.height != .infinity })
        if height == 400 { #expect(memo.1.allSatisfy { $0.height != 0 }) }
    }
}
