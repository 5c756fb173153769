import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// The text a ``MeasuredTextScreen`` shows, and the environment around it.
final class MeasuredTextModel: ObservableObject {
    @Published var text = "12"
    /// The foreground style set around the text: red when highlighted, else blue.
    @Published var highlighted = false
    /// The font set around the text: the title font when large, else the body's.
    @Published var large = false
}

/// Counts how often a layout is measured and placed.
@MainActor
final class LayoutCallLog {
    var measured = 0
    var placed = 0
    /// The first baselines read when placing, in order.
    var baselines: [CGFloat] = []
}

/// A layout around one subview that measures it at `proposals` different
/// widths (the subview's own proposal among them) and counts its calls.
struct ProposingLayout: Layout {
    let log: LayoutCallLog
    /// How many widths the subview is measured at (one: just the proposal).
    let proposals: Int
    /// Whether placing reads the subview's first text baseline (and places it 30 points below it).
    var readsBaseline = false

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.measured += 1
        for extra in 1..<max(1, proposals) {
            _ = subviews[0].sizeThatFits(ProposedViewSize(width: CGFloat(extra) * 7, height: nil))
        }
        return subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        log.placed += 1
        var origin = bounds.origin
        if readsBaseline {
            let baseline = subviews[0].dimensions(in: proposal)[VerticalAlignment.firstTextBaseline]
            log.baselines.append(baseline)
            origin.y += 30 - baseline
        }
        subviews[0].place(at: origin, proposal: proposal)
    }
}

/// A text in a counting layout in a stack, as a counter on a screen is.
struct MeasuredTextScreen: View {
    @ObservedObject var model: MeasuredTextModel
    let log: LayoutCallLog
    var proposals = 1
    var baselineAligned = false
    var readsBaseline = false

    var body: some View {
        VStack(spacing: 4) {
            Text("Title")
            ProposingLayout(log: log, proposals: proposals, readsBaseline: readsBaseline) {
                if baselineAligned {
                    HStack(alignment: .firstTextBaseline) {
                        Text(model.text)
                        Text("units").font(.caption)
                    }
                } else {
                    Text(model.text)
                }
            }
            Color.blue.frame(height: 20)
        }
        .foregroundStyle(model.highlighted ? Color.red : Color.blue)
        .font(model.large ? .title : .body)
    }
}

/// A leaf whose environment changes and which still gives every size and
/// guide its containers measured keeps their layout
/// (``ViewNode/invalidateLayoutUnlessMeasurementsHold()``); any other
/// change lays them out again. Either way the screen is the one a fresh
/// build of the final state shows.
@MainActor
@Suite struct LeafMeasurementHoldTests {
    /// The frames of every label and color in `view`, in window coordinates, with the labels' texts.
    private func snapshot(_ view: UIView) -> [String] {
        view.allSubviews.filter { !$0.isHidden }.map { subview in
            guard let label = subview as? UILabel, let text = label.attributedText, text.length > 0 else {
                return "\(type(of: subview)) \(view.frame(of: subview))"
            }
            let color = text.attribute(.foregroundColor, at: 0, effectiveRange: nil).map { "\($0)" } ?? "-"
            return "label \(text.string) \(color) \(view.frame(of: subview))"
        }
    }

    /// The screen's snapshot built fresh with `text`.
    private func fresh(
        _ text: String, highlighted: Bool = false, large: Bool = false, proposals: Int = 1,
        baselineAligned: Bool = false, readsBaseline: Bool = false
    ) -> [String] {
        let model = MeasuredTextModel()
        model.text = text
        model.highlighted = highlighted
        model.large = large
        let (controller, window) = host(
            MeasuredTextScreen(
                model: model, log: LayoutCallLog(), proposals: proposals, baselineAligned: baselineAligned,
                readsBaseline: readsBaseline))
        defer { window.isHidden = true }
        return snapshot(controller.view)
    }

    private func label(_ text: String, in view: UIView) throws -> UILabel {
        try #require(view.labels.first { $0.text == text })
    }

    @Test func aTextRecoloredByItsEnvironmentKeepsItsContainersLayout() throws {
        let model = MeasuredTextModel()
        let log = LayoutCallLog()
        let (controller, window) = host(MeasuredTextScreen(model: model, log: log))
        defer { window.isHidden = true }
        let before = try label("12", in: controller.view).frame
        let blue = snapshot(controller.view)
        let calls = (log.measured, log.placed)
        #expect(calls.0 > 0 && calls.1 > 0)

        model.highlighted = true
        controller.view.layoutIfNeeded()
        #expect(try label("12", in: controller.view).frame == before)
        #expect(log.measured == calls.0, "the layout around the text is not measured again")
        #expect(log.placed == calls.1, "nor placed again")
        #expect(snapshot(controller.view) != blue, "the text is red now")
        #expect(snapshot(controller.view) == fresh("12", highlighted: true))
    }

    @Test func aTextGivenALargerFontByItsEnvironmentLaysItsContainersOutAgain() throws {
        let model = MeasuredTextModel()
        let log = LayoutCallLog()
        let (controller, window) = host(MeasuredTextScreen(model: model, log: log))
        defer { window.isHidden = true }
        let before = try label("12", in: controller.view).frame
        let calls = (log.measured, log.placed)

        model.large = true
        controller.view.layoutIfNeeded()
        let after = try label("12", in: controller.view).frame
        #expect(after.height > before.height)
        #expect(log.measured > calls.0)
        #expect(log.placed > calls.1)
        #expect(snapshot(controller.view) == fresh("12", large: true))
    }

    /// The text's own characters are a change of its value, which lays the
    /// containers out without measuring it first (as before).
    @Test func aTextWithNewCharactersLaysItsContainersOutAgain() throws {
        let model = MeasuredTextModel()
        let log = LayoutCallLog()
        let (controller, window) = host(MeasuredTextScreen(model: model, log: log))
        defer { window.isHidden = true }
        let calls = log.measured

        model.text = "21"
        controller.view.layoutIfNeeded()
        #expect(log.measured > calls)
        #expect(snapshot(controller.view) == fresh("21"))
    }

    /// Measured at more proposals than its node keeps, a leaf cannot tell
    /// what its containers saw: a change lays them out again even when
    /// every size the node still holds is the same.
    @Test func aLeafMeasuredAtMoreProposalsThanItKeepsLaysItsContainersOutAgain() throws {
        let model = MeasuredTextModel()
        let log = LayoutCallLog()
        let (controller, window) = host(MeasuredTextScreen(model: model, log: log, proposals: 6))
        defer { window.isHidden = true }
        let before = try label("12", in: controller.view).frame
        let calls = log.measured

        model.highlighted = true
        controller.view.layoutIfNeeded()
        #expect(try label("12", in: controller.view).frame == before)
        #expect(log.measured > calls)
        #expect(snapshot(controller.view) == fresh("12", highlighted: true, proposals: 6))
    }

    /// Placed by its baseline, a recolored text keeps the layout: its
    /// baseline is one of the answers checked.
    @Test func aTextPlacedByItsBaselineAndRecoloredKeepsTheLayout() throws {
        let model = MeasuredTextModel()
        let log = LayoutCallLog()
        let (controller, window) = host(MeasuredTextScreen(model: model, log: log, readsBaseline: true))
        defer { window.isHidden = true }
        let before = try label("12", in: controller.view).frame
        let calls = (log.measured, log.placed)
        #expect(log.baselines.count == calls.1)

        model.highlighted = true
        controller.view.layoutIfNeeded()
        #expect(try label("12", in: controller.view).frame == before)
        #expect(log.measured == calls.0 && log.placed == calls.1)
        #expect(snapshot(controller.view) == fresh("12", highlighted: true, readsBaseline: true))
    }

    /// Placed by its baseline, a text given a larger font is placed again,
    /// its baseline read anew.
    @Test func aTextPlacedByItsBaselineAndEnlargedIsPlacedAgain() throws {
        let model = MeasuredTextModel()
        let log = LayoutCallLog()
        let (controller, window) = host(MeasuredTextScreen(model: model, log: log, readsBaseline: true))
        defer { window.isHidden = true }
        let baselines = log.baselines

        model.large = true
        controller.view.layoutIfNeeded()
        #expect(log.baselines.count > baselines.count)
        #expect(log.baselines.last != baselines.last)
        #expect(snapshot(controller.view) == fresh("12", large: true, readsBaseline: true))
    }

    /// Changes in a row, one at a time, each kept or laid out as its
    /// sizes say: the screen is the fresh one after every step.
    @Test func aRunOfChangesEndsAsAFreshBuild() throws {
        let steps: [(text: String, highlighted: Bool, large: Bool)] = [
            ("12", true, false), ("21", true, false), ("21", false, false), ("21 apples", false, true),
            ("21 apples", true, true), ("", true, false), ("", false, false), ("a\nb", true, false),
            ("a\nb", false, true), ("12", false, false),
        ]
        for (aligned, reads) in [(true, false), (false, true)] {
            let model = MeasuredTextModel()
            let screen = MeasuredTextScreen(
                model: model, log: LayoutCallLog(), baselineAligned: aligned, readsBaseline: reads)
            let (controller, window) = host(screen)
            defer { window.isHidden = true }
            for step in steps {
                model.text = step.text
                model.highlighted = step.highlighted
                model.large = step.large
                controller.view.layoutIfNeeded()
                #expect(
                    snapshot(controller.view)
                        == fresh(
                            step.text, highlighted: step.highlighted, large: step.large, baselineAligned: aligned,
                            readsBaseline: reads),
                    "after \(step)")
            }
        }
    }
}

/// Places its subviews from the leading edge of its direction (a custom
/// layout reading `subviews.layoutDirection`).
struct DirectionalRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 300, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let leftToRight = subviews.layoutDirection == .leftToRight
        var x = leftToRight ? bounds.minX : bounds.maxX
        for subview in subviews {
            let width = subview.sizeThatFits(.unspecified).width
            if !leftToRight { x -= width }
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            if leftToRight { x += width }
        }
    }
}

/// A text in a ``DirectionalRow`` whose direction is the model's.
final class DirectionModel: ObservableObject {
    @Published var direction = LayoutDirection.leftToRight
}

struct DirectionalScreen: View {
    @ObservedObject var model: DirectionModel

    var body: some View {
        DirectionalRow { Text("12") }
            .environment(\.layoutDirection, model.direction)
    }
}

extension LeafMeasurementHoldTests {
    /// A leaf's direction is read by layout beside its sizes: a text whose
    /// direction changes, at the same size, is placed again.
    @Test func aTextWhoseLayoutDirectionChangesIsPlacedAgain() throws {
        let model = DirectionModel()
        let (controller, window) = host(DirectionalScreen(model: model))
        defer { window.isHidden = true }
        let leading = try label("12", in: controller.view).frame

        model.direction = .rightToLeft
        controller.view.layoutIfNeeded()
        let trailing = try label("12", in: controller.view).frame
        #expect(trailing.size == leading.size)
        #expect(trailing.maxX > leading.maxX + 100, "placed from the right edge now")

        let flipped = DirectionModel()
        flipped.direction = .rightToLeft
        let (fresh, freshWindow) = host(DirectionalScreen(model: flipped))
        defer { freshWindow.isHidden = true }
        #expect(snapshot(fresh.view) == snapshot(controller.view))
    }
}
