import Foundation
import SwiftUI
import Testing
import TandemTestSupport

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
}
