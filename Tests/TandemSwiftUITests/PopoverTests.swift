import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// A button that shows a popover of help.
private struct HelpButton: View {
    @State var showing: Bool

    var body: some View {
        VStack {
            Spacer().frame(height: 300)
            Button("Help") { showing = true }
                .popover(isPresented: $showing, arrowEdge: .bottom) {
                    Text("Tap a row to edit it.").padding()
                }
            Spacer()
        }
    }
}

/// `popover` presents its content in a popover presentation attached to the modified view.
@MainActor
@Suite struct PopoverTests {
    @Test func thePopoverIsAttachedToItsViewAndEndsWhenDismissed() throws {
        let (controller, window) = host(HelpButton(showing: true), width: 1024, height: 768)
        defer { window.isHidden = true }
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let presented = try #require(controller.presentedViewController)
        #expect(presented.modalPresentationStyle == .popover)
        let popover = try #require(presented.popoverPresentationController)
        // The arrow is at the button's bottom edge: the popover is below it, pointing up.
        #expect(popover.permittedArrowDirections == .up)
        let button = try #require(controller.view.labels.first { $0.text == "Help" })
        let anchor = try #require(popover.sourceView).convert(popover.sourceRect, to: nil)
        let buttonFrame = button.convert(button.bounds, to: nil)
        #expect(anchor.insetBy(dx: -1, dy: -1).contains(buttonFrame), "the arrow points at the button: \(anchor)")
        #expect(presented.view.labels.map(\.text) == ["Tap a row to edit it."])
        presented.dismiss(animated: false)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(controller.presentedViewController == nil)
    }
}
