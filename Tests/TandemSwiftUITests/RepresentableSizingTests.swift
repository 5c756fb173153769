import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// A view whose intrinsic size is `length` square, invalidated when it changes.
final class GrowingView: UIView {
    var length: CGFloat = 20 {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize { CGSize(width: length, height: length) }
}

struct GrowingRepresentable: UIViewRepresentable {
    let view: GrowingView

    func makeUIView(context: Context) -> GrowingView {
        view.setContentHuggingPriority(.required, for: .horizontal)
        view.setContentHuggingPriority(.required, for: .vertical)
        return view
    }

    func updateUIView(_ uiView: GrowingView, context: Context) {}
}

struct LabelRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.text = "Hello"
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {}
}

struct BareRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

@MainActor
struct RepresentableSizingTests {
    @Test func invalidatingTheIntrinsicSizeMeasuresAgain() {
        let growing = GrowingView()
        let (controller, window) = host(VStack { GrowingRepresentable(view: growing) })
        defer { window.isHidden = true }
        controller.view.layoutIfNeeded()
        #expect(growing.frame.size == CGSize(width: 20, height: 20))
        growing.length = 60
        controller.view.layoutIfNeeded()
        #expect(growing.frame.size == CGSize(width: 60, height: 60))
    }

    @Test func theExplanationShowsTheDefaultAlgorithm() throws {
        let trace = RepresentableTrace()
        trace.includesSizing = true
        let (controller, window) = host(VStack { LabelRepresentable() }.representableTrace(trace), width: 300)
        defer { window.isHidden = true }
        controller.view.layoutIfNeeded()
        let label = try #require(controller.view.labels.first)
        let intrinsic = label.intrinsicContentSize
        // The stack probes with other proposals; this is the one it places with.
        let event = try #require(
            trace.events(.sizing).first {
                $0.sizing?.proposal.width == 300 && ($0.sizing?.proposal.height ?? 0) >= 100
            })
        let sizing = try #require(event.sizing)
        #expect(!sizing.sizeThatFitsAnswered)
        #expect(sizing.width.intrinsic == intrinsic.width)
        #expect(sizing.width.hugging == 251)
        #expect(sizing.width.minimum == intrinsic.width)  // compression resistance 750
        #expect(sizing.width.ideal == intrinsic.width)
        #expect(sizing.width.maximum == .infinity)  // hugging below 750: the label fills the width
        #expect(sizing.result.width == 300)
        #expect(sizing.warnings.isEmpty)
        #expect(sizing.description.contains("by default"))
    }

    @Test func aZeroHeightForAnUnspecifiedProposalIsFlagged() throws {
        let trace = RepresentableTrace()
        trace.includesSizing = true
        let (controller, window) = host(
            ScrollView { BareRepresentable() }.representableTrace(trace), width: 300, height: 300)
        defer { window.isHidden = true }
        controller.view.layoutIfNeeded()
        let event = try #require(trace.events(.sizing).first { $0.sizing?.proposal.height == nil })
        let sizing = try #require(event.sizing)
        #expect(sizing.height.intrinsic == nil)
        #expect(sizing.result.height == 0)
        #expect(sizing.warnings.contains { $0.contains("height is 0 for an unspecified proposal") })
    }

    @Test func aResultBeyondAFiniteProposalIsFlagged() {
        let view = UIView()
        let explanation = RepresentableSizingExplanation.explain(
            view, proposal: ProposedViewSize(width: 50, height: 50), chosen: CGSize(width: 80, height: 40),
            cached: false)
        #expect(explanation.sizeThatFitsAnswered)
        #expect(explanation.result == CGSize(width: 80, height: 40))
        #expect(explanation.warnings == ["the width 80.0 exceeds the proposed 50.0"])
    }
}
