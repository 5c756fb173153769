import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// What the gestures of `NestedGesturesView` ran, in order.
@MainActor final class GestureRunLog {
    var entries: [String] = []
}

/// A tappable square inside a padded view whose own tap gesture is attached
/// with `gesture`, `highPriorityGesture` or `simultaneousGesture`.
struct NestedGesturesView: View {
    enum Attachment { case normal, highPriority, simultaneous }

    let log: GestureRunLog
    let attachment: Attachment

    var body: some View {
        let inner = Color.red.frame(width: 100, height: 100).onTapGesture { log.entries.append("inner") }
            .padding(50)
            .contentShape(Rectangle())
        let outer = TapGesture().onEnded { log.entries.append("outer") }
        switch attachment {
        case .normal: inner.gesture(outer)
        case .highPriority: inner.highPriorityGesture(outer)
        case .simultaneous: inner.simultaneousGesture(outer)
        }
    }
}

@MainActor
@Suite struct GesturePriorityTests {
    /// Taps the middle of the inner square, then the outer view's padding.
    private func tapInnerThenPadding(_ attachment: NestedGesturesView.Attachment) -> [String] {
        let log = GestureRunLog()
        let (_, window) = host(NestedGesturesView(log: log, attachment: attachment), width: 400, height: 400)
        defer { window.isHidden = true }
        window.synthesizeTap(at: CGPoint(x: 200, y: 200))
        CATransaction.flush()
        window.synthesizeTap(at: CGPoint(x: 200, y: 120))
        CATransaction.flush()
        return log.entries
    }

    @Test func theInnerGestureGoesFirst() {
        #expect(tapInnerThenPadding(.normal) == ["inner", "outer"])
    }

    @Test func aHighPriorityGestureWinsOverTheInnerOne() {
        #expect(tapInnerThenPadding(.highPriority) == ["outer", "outer"])
    }

    @Test func aSimultaneousGestureRecognizesTogetherWithTheInnerOne() {
        #expect(tapInnerThenPadding(.simultaneous) == ["inner", "outer", "outer"])
    }
}
