import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `onHover`, `onContinuousHover` and `hoverEffect`: the pointer over a
/// view, with no button down (a mouse on Linux).
@MainActor
@Suite struct HoverTests {
    @MainActor
    private final class Log: ObservableObject {
        var events: [String] = []
    }

    private struct Hovered: View {
        let log: Log

        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 50)
                    .onHover { log.events.append("red \($0)") }
                Color.blue.frame(width: 100, height: 50)
                    .onContinuousHover { phase in
                        switch phase {
                        case .active(let point): log.events.append("blue \(Int(point.x)),\(Int(point.y))")
                        case .ended: log.events.append("blue ended")
                        }
                    }
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
        }
    }

    @Test func hoveringTellsWhenThePointerComesAndGoesAndWhereItIs() {
        let log = Log()
        let (_, window) = host(Hovered(log: log), width: 200, height: 200)
        defer { window.isHidden = true }
        window.handleHover(at: CGPoint(x: 20, y: 20))
        window.handleHover(at: CGPoint(x: 30, y: 25))
        #expect(log.events == ["red true"], "onHover tells once per coming")
        window.handleHover(at: CGPoint(x: 40, y: 70))
        window.handleHover(at: CGPoint(x: 45, y: 80))
        window.handleHover(at: CGPoint(x: 150, y: 150))
        #expect(log.events == ["red true", "red false", "blue 40,20", "blue 45,30", "blue ended"])
    }

    private struct Highlighted: View {
        var body: some View {
            Text("Hover me")
                .padding(20)
                .hoverEffect(.highlight)
                .frame(width: 200, height: 100)
                .background(Color.white)
        }
    }

    @Test func aHighlightShowsUnderThePointerAndGoesWhenItLeaves() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let (_, window) = host(Highlighted(), width: 200, height: 100)
        defer { window.isHidden = true }
        let scale = Int(window.screen.scale)
        // Inside the padding, away from the glyphs.
        let probe = (x: 100 * scale, y: 32 * scale)
        #expect(window.tandemSnapshot().pixel(probe.x, probe.y) == RGBA(255, 255, 255, 255))
        window.handleHover(at: CGPoint(x: 100, y: 50))
        TandemAnimationClock.runAnimationsToEnd()
        let shown = window.tandemSnapshot().pixel(probe.x, probe.y)
        #expect(shown.r < 245 && shown.r > 200, "a light platter behind the text (\(shown))")
        window.handleHover(at: nil)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(window.tandemSnapshot().pixel(probe.x, probe.y) == RGBA(255, 255, 255, 255))
    }
}
