import Foundation
import SwiftUI
import Testing

@testable import TandemSwiftUI
@testable import TandemUIKit

/// Two texts side by side, the second in a button or not.
struct PassthroughLengthRow: View {
    let first: String
    let second: String
    let inButton: Bool

    var body: some View {
        HStack(spacing: 8) {
            Text(first)
            if inButton { Button(second) {} } else { Text(second) }
        }
    }
}

/// A stack learns the length of a node sized as its one subview (a
/// button's control around its label) from that subview
/// (``ViewNode/length(along:for:)``): the label is not measured for the
/// smallest width, and the button shrinks as its label would.
@MainActor
@Suite struct PassthroughLengthTests {
    @Test func aButtonsLabelIsNotMeasuredForTheStacksSmallestWidth() throws {
        let (controller, window) = host(
            HStack {
                Text("pretty table")
                Spacer()
                Button("x") {}
            }
            .frame(height: 30), width: 300)
        defer { window.isHidden = true }
        let label = try #require(controller.view.labels.first { $0.text == "x" })
        #expect(!label.measurements.isEmpty)
        #expect(label.measurements.allSatisfy { $0.width == nil }, "its one line, measured once, is all it was asked")
        let control = try #require(label.superview)
        #expect(control.frame.maxX == 300, "the button still ends the row")
        #expect(control.frame.width == label.frame.width)
    }

    @Test func aButtonInANarrowStackShrinksAsItsLabelWould() throws {
        let first = "A first text, long enough to wrap"
        let second = "A second text, long as well"
        for width: CGFloat in [90, 160, 240, 600] {
            let (plain, plainWindow) = host(
                PassthroughLengthRow(first: first, second: second, inButton: false), width: width)
            let (button, buttonWindow) = host(
                PassthroughLengthRow(first: first, second: second, inButton: true), width: width)
            defer {
                plainWindow.isHidden = true
                buttonWindow.isHidden = true
            }
            // Across: the button's control is centered as its label (half a point apart at most).
            let spans = { (view: UIView) in
                view.labels.map { label in
                    let frame = label.convert(label.bounds, to: nil)
                    return [frame.minX, frame.width, frame.height]
                }
            }
            #expect(spans(button.view).count == 2)
            #expect(spans(button.view) == spans(plain.view), "at \(width) points")
        }
    }
}
