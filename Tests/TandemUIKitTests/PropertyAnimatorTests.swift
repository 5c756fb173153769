import Foundation
import TandemGraphics
import TandemSupport
import TandemTestSupport
import Testing
import UIKit

/// Counts the frames a display link was called for.
@MainActor
private final class FrameCounter {
    var timestamps: [CFTimeInterval] = []

    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        #expect(abs(link.targetTimestamp - link.timestamp - 1.0 / 60) < 1e-9)
    }
}

/// Keyframe blocks, display links and property animators.
@MainActor
@Suite(.serialized) struct PropertyAnimatorTests {
    private func x(_ box: UIView) -> Double { Double(box.layer.presentation()?.position.x ?? -1) }

    @Test func keyframesHoldThenMoveInTheirShareOfTheDuration() {
        let (window, box) = manualClockWindowWithBox()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        var done: [Bool] = []
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { box.center.x = 125 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 225 }
            }, completion: { done.append($0) })
        #expect(box.center.x == 225)
        TandemAnimationClock.advance(by: 0.25)
        #expect(abs(x(box) - 75) < 1e-6, "halfway through the first keyframe")
        TandemAnimationClock.advance(by: 0.5)
        #expect(abs(x(box) - 125) < 1e-6, "held between keyframes")
        TandemAnimationClock.advance(by: 0.75)
        #expect(abs(x(box) - 175) < 1e-6, "halfway through the second")
        TandemAnimationClock.advance(by: 0.5)
        #expect(done == [true])
        #expect(x(box) == 225)
    }

    @Test func aDisplayLinkIsCalledOncePerFrameUntilInvalidated() {
        let (window, _) = manualClockWindowWithBox()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: FrameCounter.step)
        link.add(to: .main, forMode: .common)
        let start = CACurrentMediaTime()
        TandemAnimationClock.advance(by: 1.0 / 60)
        TandemAnimationClock.advance(by: 1.0 / 60)
        #expect(counter.timestamps.count == 2)
        #expect(abs((counter.timestamps.last ?? 0) - start - 2.0 / 60) < 1e-6)
        link.isPaused = true
        TandemAnimationClock.advance(by: 1.0 / 60)
        #expect(counter.timestamps.count == 2, "paused")
        link.isPaused = false
        TandemAnimationClock.advance(by: 1.0 / 60)
        #expect(counter.timestamps.count == 3)
        link.invalidate()
        TandemAnimationClock.advance(by: 1.0 / 60)
        #expect(counter.timestamps.count == 3, "invalidated")
    }

    @Test func anAnimatorRunsPausesScrubsReversesAndFinishes() {
        let (window, box) = manualClockWindowWithBox()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 125 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(box.center.x == 25, "nothing changes before it starts")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(box.center.x == 125)
        TandemAnimationClock.advance(by: 0.25)
        #expect(abs(x(box) - 50) < 1e-6)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-6)

        animator.pauseAnimation()
        TandemAnimationClock.advance(by: 5)
        #expect(abs(x(box) - 50) < 1e-6, "paused: it holds")
        animator.fractionComplete = 0.6
        TandemAnimationClock.advance(by: 0)
        #expect(abs(x(box) - 85) < 1e-6, "scrubbed")

        animator.isReversed = true
        animator.startAnimation()
        TandemAnimationClock.advance(by: 0.3)
        #expect(abs(x(box) - 55) < 1e-6, "running back")
        TandemAnimationClock.advance(by: 0.4)
        #expect(positions == [.start])
        #expect(box.center.x == 25, "finished at the start: the views take the start values")
        #expect(animator.state == .inactive)
        #expect(box.layer.animationKeys() == nil)
    }

    @Test func stoppingKeepsWhatIsDrawnAndFinishingChoosesTheEnd() {
        let (window, box) = manualClockWindowWithBox()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 225 },
            completion: { positions.append($0) })
        TandemAnimationClock.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(Double(box.center.x) - 125) < 1e-6, "the view takes the value drawn when it stopped")
        #expect(positions.isEmpty)
        animator.finishAnimation(at: .end)
        #expect(positions == [.end])
        #expect(box.center.x == 225)

        let springy = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.4) { box.alpha = 0 }
        springy.addCompletion { positions.append($0) }
        springy.startAnimation()
        TandemAnimationClock.runAnimationsToEnd()
        #expect(positions == [.end, .end])
        #expect(box.alpha == 0)

        let dropped = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { box.alpha = 1 }
        dropped.addCompletion { positions.append($0) }
        dropped.startAnimation()
        dropped.stopAnimation(true)
        #expect(dropped.state == .inactive)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(positions == [.end, .end], "stopped without finishing: no completion")
        dropped.finishAnimation(at: .end)
        #expect(Diagnostics.messages.contains { $0.contains("finishAnimation(at:) ignored") })
    }

    @Test func pausingOnCompletionHoldsTheEndAndReversesFromIt() {
        let (window, box) = manualClockWindowWithBox()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 125 }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        TandemAnimationClock.advance(by: 1.5)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1, "held exactly at the end")
        animator.isReversed = true
        animator.startAnimation()
        TandemAnimationClock.advance(by: 0.25)
        #expect(abs(x(box) - 100) < 1e-6, "back from the end at once")
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
    }

    @Test func aCompletionThatAnimatesAgainRunsOncePerFrame() {
        let (window, box) = manualClockWindowWithBox()
        defer {
            window.isHidden = true
            UIView.setAnimationsEnabled(true)
            TandemAnimationClock.useRealTime()
        }
        // With animations off, as UI tests often run: a pulse that restarts from its completion.
        UIView.setAnimationsEnabled(false)
        var runs = 0
        func pulse() {
            UIView.animate(
                withDuration: 1, animations: { box.alpha = box.alpha == 1 ? 0.5 : 1 },
                completion: { _ in
                    runs += 1
                    if runs < 2 { pulse() }
                })
        }
        pulse()
        TandemAnimationClock.advance(by: 0)
        #expect(runs == 1, "one completion per frame, not a loop")
        TandemAnimationClock.advance(by: 0)
        #expect(runs == 2)
    }
}
