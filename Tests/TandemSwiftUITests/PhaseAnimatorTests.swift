import Foundation
import SwiftUI
import Testing

/// Records the phases a phase animator shows.
@MainActor
private final class PhaseLog {
    var phases: [Int] = []
}

private struct Cycling: View {
    let log: PhaseLog

    var body: some View {
        PhaseAnimator([0, 1, 2]) { phase in
            Color.red.frame(width: 40 + 40 * CGFloat(phase), height: 20)
                .onChange(of: phase, initial: true) { _, new in log.phases.append(new) }
        } animation: { phase in
            .linear(duration: phase == 1 ? 1 : 0.5)
        }
    }
}

@MainActor
private final class TriggerModel: ObservableObject {
    @Published var trigger = 0
}

private struct Triggered: View {
    let log: PhaseLog
    @ObservedObject var model: TriggerModel

    var body: some View {
        Color.red.frame(width: model.trigger % 2 == 0 ? 40 : 80, height: 20)
            .phaseAnimator([0, 1], trigger: model.trigger) { content, phase in
                content.opacity(phase == 1 ? 0.5 : 1)
                    .onChange(of: phase, initial: true) { _, new in log.phases.append(new) }
            } animation: { _ in
                .linear(duration: 1)
            }
    }
}

@MainActor
@Suite struct PhaseAnimatorTests {
    @Test func aPhaseAnimatorCyclesThroughItsPhasesAsEachAnimationEnds() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let log = PhaseLog()
        let (controller, window) = host(Cycling(log: log), width: 300, height: 100)
        // A cycling animator never stops on its own: its content goes with
        // the test, so that no other test's clock finds it running.
        defer {
            window.isHidden = true
            window.rootViewController = nil
        }
        CATransaction.flush()
        #expect(log.phases == [0, 1], "it shows the first phase, then moves to the second")
        let red = try #require(controller.view.allSubviews.first { $0.backgroundColor != nil && $0.frame.height == 20 })
        TandemAnimationClock.advance(by: 0.5)
        #expect(
            abs((red.layer.presentation() ?? red.layer).bounds.width - 60) < 0.5,
            "halfway from 40 to 80 with the second phase's 1 s")
        for _ in 0..<40 { TandemAnimationClock.advance(by: 1.0 / 30) }
        #expect(log.phases.prefix(3) == [0, 1, 2], "the second phase's animation ended: the third begins")
        for _ in 0..<40 { TandemAnimationClock.advance(by: 1.0 / 30) }
        #expect(log.phases.prefix(4) == [0, 1, 2, 0], "and it cycles back to the first")
    }

    @Test func aTriggeredPhaseAnimatorRunsOncePerChange() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let log = PhaseLog()
        let model = TriggerModel()
        let (_, window) = host(Triggered(log: log, model: model), width: 300, height: 200)
        defer { window.isHidden = true }
        TandemAnimationClock.runAnimationsToEnd()
        #expect(log.phases == [0], "it rests in the first phase until the trigger changes")
        let red = try #require(
            window.rootViewController?.view.allSubviews.first { $0.backgroundColor != nil && $0.frame.height == 20 })
        model.trigger += 1
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.5)
        // The content's change made with the new trigger runs with the run's first animation.
        #expect(abs((red.layer.presentation() ?? red.layer).bounds.width - 60) < 0.5)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(log.phases == [0, 1, 0], "one run through the phases, back to the first")
    }

    @Test func springsConvertBetweenTheirDescriptions() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.response - 0.5) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-9)
        #expect(abs(spring.bounce - 0.3) < 1e-9)
        #expect(abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-6)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.dampingRatio - 0.5) < 1e-9)
        #expect(abs(physical.response - 2 * .pi / 10) < 1e-9)
        #expect(physical.settlingDuration > 1 && physical.settlingDuration < 2)
        let overdamped = Spring(duration: 1, bounce: -0.5)
        #expect(abs(overdamped.dampingRatio - 2) < 1e-9)
        #expect(abs(overdamped.bounce + 0.5) < 1e-9)
        #expect(
            Animation.spring(Spring.bouncy)
                == .interpolatingSpring(mass: 1, stiffness: Spring.bouncy.stiffness, damping: Spring.bouncy.damping))
        // Bad values fall back instead of trapping.
        #expect(Spring(mass: .nan, stiffness: -1, damping: .infinity).stiffness == 100)
    }
}
