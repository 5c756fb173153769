import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// UIKit's own presentation animations (no transitioning delegate): a
/// sheet rising from the bottom under a fading dimming, an alert fading and
/// scaling in; the callbacks' second half after they end.
@MainActor
@Suite(.serialized) struct PresentationAnimationTests {
    private func events(_ log: TracingController.Log) -> [String] {
        log.entries.filter { !$0.contains("Layout") && !$0.contains("load") && !$0.contains("Load") }
    }

    private func makeScene(style: UIModalPresentationStyle) -> (
        UIWindow, TracingController, TracingController, TracingController.Log
    ) {
        TandemAnimationClock.useManualTime()
        let log = TracingController.Log()
        let root = TracingController("root", log: log)
        let window = makeWindow(width: 400, height: 800, root: root)
        let presented = TracingController("presented", log: log)
        presented.modalPresentationStyle = style
        log.entries = []
        return (window, root, presented, log)
    }

    @Test func aFullScreenPresentationRisesFromTheBottomAndGoesBackDown() {
        let (window, root, presented, log) = makeScene(style: .fullScreen)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        var completed = false
        root.present(presented, animated: true) { completed = true }
        CATransaction.flush()
        #expect(events(log) == ["root.viewWillDisappear", "presented.viewWillAppear"])
        #expect(presented.transitionCoordinator?.transitionDuration == CoverVerticalAnimator.duration)
        #expect(presented.view.frame == window.bounds, "the model is at its place at once")
        let start = presented.view.layer.presentation()?.frame.minY ?? 0
        #expect(abs(start - 800) < 1e-6, "starts below the bottom edge")
        TandemAnimationClock.advance(by: 0.1)
        let early = presented.view.layer.presentation()?.frame.minY ?? 0
        TandemAnimationClock.advance(by: 0.1)
        let later = presented.view.layer.presentation()?.frame.minY ?? 0
        #expect(early < 800 && later < early && later > 0, "rising, decelerating: \(early), \(later)")
        #expect(800 - early > later / 2, "a spring without bounce moves fastest at first")
        #expect(!completed)
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(completed)
        #expect(
            events(log) == [
                "root.viewWillDisappear", "presented.viewWillAppear", "presented.viewDidAppear",
                "root.viewDidDisappear",
            ])
        #expect(root.view.window == nil, "the covered view leaves once covered")

        log.entries = []
        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        CATransaction.flush()
        #expect(events(log) == ["presented.viewWillDisappear", "root.viewWillAppear"])
        #expect(root.view.window === window, "the covered view is back under it at once")
        TandemAnimationClock.advance(by: 0.2)
        let falling = presented.view.layer.presentation()?.frame.minY ?? 0
        #expect(falling > 0 && falling < 800)
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(dismissed && presented.view.window == nil)
        #expect(
            events(log) == [
                "presented.viewWillDisappear", "root.viewWillAppear", "presented.viewDidDisappear",
                "root.viewDidAppear",
            ])
    }

    @Test func aSheetsDimmingFadesInWithIt() {
        let (window, root, presented, _) = makeScene(style: .pageSheet)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        root.present(presented, animated: true)
        CATransaction.flush()
        let container = presented.presentationController?.containerView
        let dimming = container?.subviews.first
        #expect(dimming !== presented.presentationController?.presentedView)
        #expect(dimming?.alpha == 1)
        TandemAnimationClock.advance(by: CoverVerticalAnimator.duration / 2)
        let opacity = dimming?.layer.presentation()?.opacity ?? -1
        #expect(abs(opacity - 0.5) < 1e-6, "the dimming fades in at the transition's ease in and out: \(opacity)")
        #expect(TandemAnimationClock.runAnimationsToEnd())
        presented.dismiss(animated: true)
        TandemAnimationClock.advance(by: CoverVerticalAnimator.duration / 2)
        #expect(abs((dimming?.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6, "and out")
        #expect(TandemAnimationClock.runAnimationsToEnd())
        #expect(container?.window == nil)
    }

    @Test func anAlertFadesAndScalesInThenFadesOut() {
        let (window, root, _, _) = makeScene(style: .fullScreen)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        CATransaction.flush()
        let card = alert.alertView?.cardView
        #expect(alert.view.alpha == 1 && card?.transform == .identity, "the model holds the end at once")
        let curve = CAMediaTimingFunction(name: .easeOut)
        TandemAnimationClock.advance(by: AlertTransitionAnimator.presentationDuration / 2)
        let eased = CGFloat(curve.value(at: 0.5))
        #expect(abs((alert.view.layer.presentation()?.opacity ?? -1) - Float(eased)) < 1e-5)
        let scale = card?.layer.presentation()?.transform.m11 ?? 0
        #expect(abs(scale - (1.2 - 0.2 * eased)) < 1e-6, "shrinking from 1.2 times: \(scale)")
        #expect(TandemAnimationClock.runAnimationsToEnd())

        var handled = false
        alert.dismiss(animated: true) { handled = true }
        TandemAnimationClock.advance(by: AlertTransitionAnimator.dismissalDuration / 2)
        #expect(abs((alert.view.layer.presentation()?.opacity ?? -1) - Float(1 - eased)) < 1e-5, "fading out")
        #expect(card?.layer.presentation()?.transform.m11 == 1, "an alert does not scale as it goes")
        #expect(!handled)
        #expect(TandemAnimationClock.runAnimationsToEnd())
        CATransaction.flush()
        #expect(handled && alert.view.window == nil && alert.view.alpha == 1)
    }

    @Test func aSwitchSlidesItsThumbAndAProgressBarFills() {
        TandemAnimationClock.useManualTime()
        let window = makeWindow(width: 200, height: 100)
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let toggle = UISwitch()
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 60, width: 200, height: 4)
        window.addSubview(toggle)
        window.addSubview(bar)
        CATransaction.flush()
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        toggle.setOn(true, animated: true)
        bar.setProgress(0.8, animated: true)
        #expect(toggle.isOn && bar.progress == 0.8, "the values change at once")
        #expect(toggle.thumbPosition.value == 0 && bar.drawnProgress.value == 0)
        TandemAnimationClock.advance(by: 0.1)
        let eased = CGFloat(curve.value(at: 0.1 / 0.25))
        #expect(abs(toggle.thumbPosition.value - eased) < 1e-9)
        #expect(abs(bar.drawnProgress.value - CGFloat(Float(0.8)) * eased) < 1e-6)
        let image = window.tandemSnapshot()
        let scale = Int(image.scale)
        // The thumb (white) has left the off end: the track shows at its old place.
        let thumbX = 2 + 25 * eased + 13.5
        #expect(image.pixel(Int(thumbX) * scale, 15 * scale).r > 250, "the thumb where the curve puts it")
        #expect(TandemAnimationClock.runAnimationsToEnd())
        #expect(toggle.thumbPosition.value == 1 && bar.drawnProgress.value == CGFloat(Float(0.8)))
        // Set without animation, they are drawn there at once.
        toggle.isOn = false
        bar.progress = 0.2
        #expect(toggle.thumbPosition.value == 0 && abs(bar.drawnProgress.value - 0.2) < 1e-6)
        #expect(!AnimationEngine.isSettling)
    }
}
