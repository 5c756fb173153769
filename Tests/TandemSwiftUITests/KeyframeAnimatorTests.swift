import Foundation
import SwiftUI
import Testing

@testable import TandemUIKit

/// The value a keyframe animator animates: a scale and a vertical offset.
private struct Bounce {
    var scale: CGFloat = 1
    var offset: CGFloat = 0
}

@MainActor
private final class BounceModel: ObservableObject {
    @Published var taps = 0
    /// The values the content was made with, in order.
    var shown: [Bounce] = []
}

private struct Bouncing: View {
    @ObservedObject var model: BounceModel

    var body: some View {
        KeyframeAnimator(initialValue: Bounce(), trigger: model.taps) { value in
            let _ = model.shown.append(value)
            Color.red.frame(width: 40 * value.scale, height: 40).offset(y: value.offset)
        } keyframes: { _ in
            KeyframeTrack(\.offset) {
                LinearKeyframe(-100, duration: 1)
                LinearKeyframe(0, duration: 1, timingCurve: .easeIn)
            }
            KeyframeTrack(\.scale) {
                CubicKeyframe(2, duration: 0.5)
                MoveKeyframe(1.5)
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct KeyframeAnimatorTests {
    @Test func aTimelinesTracksRunSideBySideFromTheInitialValue() {
        let timeline = KeyframeTimeline(initialValue: Bounce()) {
            KeyframeTrack(\.offset) {
                LinearKeyframe(-100, duration: 1)
                LinearKeyframe(0, duration: 1, timingCurve: .easeIn)
            }
            KeyframeTrack(\.scale) {
                MoveKeyframe(3)
                LinearKeyframe(1, duration: 0.5)
            }
        }
        #expect(timeline.duration == 2, "the longest track")
        #expect(timeline.value(time: 0).offset == 0 && timeline.value(time: 0).scale == 3, "a move jumps at once")
        #expect(abs(timeline.value(time: 0.25).offset + 25) < 1e-9 && abs(timeline.value(time: 0.25).scale - 2) < 1e-9)
        // Core Animation's ease-in curve (0.42, 0, 1, 1) between -100 and 0.
        let eased = CAMediaTimingFunction(name: .easeIn).value(at: 0.5)
        #expect(abs(Double(timeline.value(time: 1.5).offset) - (-100 + 100 * eased)) < 1e-6)
        #expect(timeline.value(time: 1.5).scale == 1, "a track that ended holds its last value")
        #expect(timeline.value(progress: 1).offset == 0 && timeline.value(time: 9).offset == 0)
        #expect(timeline.value(time: -1).offset == 0, "before the start: the initial value")
    }

    @Test func aSpringKeyframeFollowsTheDampedOscillator() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0, duration: 2, spring: spring)
        }
        #expect(timeline.duration == 2)
        // x(t) = 10 - 10·e^(-ζωt)(cos ω_d t + ζω/ω_d sin ω_d t)
        let omega = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.dampingRatio
        let damped = omega * (1 - zeta * zeta).squareRoot()
        for t in [0.05, 0.2, 0.4, 1.0] {
            let expected =
                10 - 10 * exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
            #expect(abs(timeline.value(time: t) - expected) < 1e-9, "at \(t)")
        }
        #expect(timeline.value(time: 0.3) > 10, "a bouncy spring overshoots")
        // Without a duration, the segment lasts until the spring settles.
        let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: spring) }
        #expect(abs(settling.duration - spring.settlingDuration) < 1e-9)
    }

    @Test func cubicKeyframesMakeOneSmoothCurveThroughTheirValues() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
            CubicKeyframe(10.0, duration: 1, startVelocity: 5, endVelocity: 0)
        }
        #expect(timeline.value(time: 1) == 10 && timeline.value(time: 2) == 0 && timeline.value(time: 3) == 10)
        // The first starts at rest and ends with the Catmull-Rom tangent (0 - 0) / 2 = 0: a smooth step.
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-9)
        // The velocity is continuous where two cubic keyframes meet.
        let h = 1e-5
        let before = (timeline.value(time: 1) - timeline.value(time: 1 - h)) / h
        let after = (timeline.value(time: 1 + h) - timeline.value(time: 1)) / h
        #expect(abs(before - after) < 1e-3)
        // A given start velocity: the Hermite curve's value at a quarter (h10 = 9/64, h01 = 10/64).
        let quarter = timeline.value(time: 2.25)
        #expect(abs(quarter - (5 * 9.0 / 64 + 10 * 10.0 / 64)) < 1e-9)
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
        #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-9 && curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.6) - 0.2) < 1e-9)
    }

    @Test func aTriggeredAnimatorPlaysOnceFromTheValueItRestsAt() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let model = BounceModel()
        let (controller, window) = host(Bouncing(model: model), width: 200, height: 300)
        defer {
            window.isHidden = true
            window.rootViewController = nil
        }
        TandemAnimationClock.runAnimationsToEnd()
        let red = try #require(controller.view.allSubviews.first { $0.backgroundColor != nil && $0.frame.height == 40 })
        #expect(red.frame.width == 40 && model.shown.last?.offset == 0, "the initial value")
        model.taps += 1
        CATransaction.flush()
        TandemAnimationClock.advance(by: 0.25)
        #expect(abs((model.shown.last?.offset ?? 0) + 25) < 1e-6, "a quarter of the way up at 0.25 s")
        #expect(abs(red.frame.width - 60) < 1e-6, "the cubic track half way from 1 to 2, at rest at both ends")
        TandemAnimationClock.advance(by: 0.25)
        #expect(abs((model.shown.last?.offset ?? 0) + 50) < 1e-6, "half way up at 0.5 s")
        #expect(abs(red.frame.width - 60) < 1e-6, "the move keyframe at 0.5 s: 1.5")
        #expect(TandemAnimationClock.runAnimationsToEnd())
        #expect(model.shown.last?.offset == 0 && red.frame.width == 60, "holding the end value")
        #expect(!AnimationEngine.isSettling, "no frames asked once it ended")
        let count = model.shown.count
        TandemAnimationClock.advance(by: 1)
        #expect(model.shown.count == count, "the content is not remade once it rests")
    }

    @Test func aRepeatingAnimatorLoopsWhileShown() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let view = Color.clear.frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: 0.0) { _, value in
                Color.blue.frame(width: 20 + value, height: 20)
            } keyframes: { _ in
                LinearKeyframe(100.0, duration: 1)
            }
        let (controller, window) = host(view, width: 300, height: 100)
        defer {
            window.isHidden = true
            window.rootViewController = nil
        }
        CATransaction.flush()
        let blue = try #require(
            controller.view.allSubviews.first { $0.backgroundColor != nil && $0.frame.height == 20 })
        TandemAnimationClock.advance(by: 0.25)
        #expect(abs(blue.frame.width - 45) < 1e-6)
        TandemAnimationClock.advance(by: 1)
        #expect(abs(blue.frame.width - 45) < 1e-6, "round again")
    }
}
