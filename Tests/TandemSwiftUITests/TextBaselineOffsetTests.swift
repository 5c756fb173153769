import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `Text.baselineOffset` raises (or lowers) the glyphs above the baseline
/// the text's neighbours align to, as on iOS.
@MainActor
@Suite struct TextBaselineOffsetTests {
    let red = Color(red: 1, green: 0, blue: 0)

    /// The top row of red ink, in device pixels, in the column at `x` points of `window`.
    private func inkTop(in window: UIWindow, x: CGFloat) -> Int? {
        let image = window.tandemSnapshot()
        let scale = window.screen.scale
        return (0..<Int(image.size.height * scale)).first { y in
            let p = image.pixel(Int(x * scale), y)
            return p.a > 200 && p.r > 200 && p.g < 50
        }
    }

    @Test func aRaisedTextSitsAboveTheBaselineItsNeighbourSitsOn() throws {
        let (controller, window) = host(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("█").foregroundColor(red)
                Text("█").foregroundColor(red).baselineOffset(10)
            }, width: 200, height: 200)
        defer { window.isHidden = true }
        let labels = controller.view.labels
        try #require(labels.count == 2)
        let plain = labels[0].convert(labels[0].bounds, to: nil)
        let raised = labels[1].convert(labels[1].bounds, to: nil)
        let plainTop = try #require(inkTop(in: window, x: plain.midX))
        let raisedTop = try #require(inkTop(in: window, x: raised.midX))
        #expect(plainTop - raisedTop == Int(10 * window.screen.scale))
    }

    @Test func aRaisedRunOfAConcatenatedTextIsDrawnAboveTheOthers() throws {
        let (controller, window) = host(
            Text("█").foregroundColor(red) + Text("█").foregroundColor(red).baselineOffset(10), width: 200, height: 200)
        defer { window.isHidden = true }
        let label = try #require(controller.view.labels.first)
        let frame = label.convert(label.bounds, to: nil)
        let plainTop = try #require(inkTop(in: window, x: frame.minX + frame.width / 4))
        let raisedTop = try #require(inkTop(in: window, x: frame.minX + frame.width * 3 / 4))
        #expect(plainTop - raisedTop == Int(10 * window.screen.scale))
        // The line grew to hold the raised run.
        let plainHeight = UIHostingController(rootView: Text("██")).sizeThatFits(in: CGSize(width: 200, height: 200))
            .height
        #expect(frame.height >= plainHeight + 9)
    }
}
