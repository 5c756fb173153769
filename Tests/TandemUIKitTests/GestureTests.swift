import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A target that logs every action with the recognizer's state.
final class GestureLog: UIGestureRecognizerDelegate {
    var entries: [String] = []
    var allowSimultaneous = false
    var allowBegin = true

    func handle(_ recognizer: UIGestureRecognizer) {
        entries.append("\(recognizer.name ?? "?") \(recognizer.state)")
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowBegin }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { allowSimultaneous }
}

/// Spins the current run loop so that recognizers' timers fire.
@MainActor
func wait(_ seconds: TimeInterval) {
    RunLoop.current.run(until: Date(timeIntervalSinceNow: seconds))
}

@MainActor
@Suite struct GestureTests {
    private func makeTarget(in window: UIWindow) -> TouchLoggingView {
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        return view
    }

    @Test func aTapRecognizesOnceAndCancelsTheViewsTouches() {
        let window = makeWindow(width: 300, height: 300)
        let view = makeTarget(in: window)
        let log = GestureLog()
        let tapRecognizer = UITapGestureRecognizer(target: log, action: GestureLog.handle)
        tapRecognizer.name = "tap"
        view.addGestureRecognizer(tapRecognizer)
        window.synthesizeTap(at: CGPoint(x: 50, y: 50), time: 0)
        #expect(log.entries == ["tap ended"])
        #expect(view.log == ["began 50,50 taps 1"])
        #expect(tapRecognizer.state == .possible)
        // A drag is not a tap.
        window.synthesizeDrag(from: CGPoint(x: 50, y: 50), by: [CGPoint(x: 30, y: 0)], time: 10)
        #expect(log.entries == ["tap ended"])
    }

    @Test func aSingleTapWaitsForADoubleTapToFail() {
        let window = makeWindow(width: 300, height: 300)
        let view = makeTarget(in: window)
        let log = GestureLog()
        let single = UITapGestureRecognizer(target: log, action: GestureLog.handle)
        single.name = "single"
        let double = UITapGestureRecognizer(target: log, action: GestureLog.handle)
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let now = ProcessInfo.processInfo.systemUptime
        window.synthesizeTap(at: CGPoint(x: 50, y: 50), time: now)
        window.synthesizeTap(at: CGPoint(x: 52, y: 50), time: now + 0.2)
        #expect(log.entries == ["double ended"])
        wait(0.45)
        #expect(log.entries == ["double ended"])
        window.synthesizeTap(at: CGPoint(x: 50, y: 50), time: now + 2)
        #expect(log.entries == ["double ended"])
        wait(0.45)
        #expect(log.entries == ["double ended", "single ended"])
    }

    @Test func aLongPressBeginsAfterItsDurationAndFollowsTheFinger() {
        let window = makeWindow(width: 300, height: 300)
        let view = makeTarget(in: window)
        let log = GestureLog()
        let press = UILongPressGestureRecognizer(target: log, action: GestureLog.handle)
        press.name = "press"
        press.minimumPressDuration = 0.05
        view.addGestureRecognizer(press)
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 40, y: 40)))
        wait(0.15)
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 60, y: 40)))
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 60, y: 40)))
        #expect(log.entries == ["press began", "press changed", "press ended"])
        // The view saw the touch begin, then cancelled when the press was recognized.
        #expect(view.log == ["began 40,40 taps 1"])
        #expect(press.location(in: view) == CGPoint(x: 60, y: 40))
    }

    @Test func aPanReportsTranslationAndVelocity() {
        let window = makeWindow(width: 300, height: 300)
        let view = makeTarget(in: window)
        let log = GestureLog()
        var translations: [CGPoint] = []
        var velocity = CGPoint.zero
        let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handle)
        pan.name = "pan"
        pan.addTarget(log) { (_: GestureLog) in
            { (recognizer: UIPanGestureRecognizer) in
                translations.append(recognizer.translation(in: view))
                if recognizer.state == .changed { velocity = recognizer.velocity(in: view) }
            }
        }
        view.addGestureRecognizer(pan)
        window.synthesizeDrag(
            from: CGPoint(x: 20, y: 20), by: [CGPoint(x: 5, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 10)],
            time: 100)
        #expect(log.entries == ["pan began", "pan changed", "pan ended"])
        #expect(translations == [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 10), CGPoint(x: 40, y: 10)])
        #expect(velocity.x > 500)
        #expect(view.log.first == "began 20,20 taps 1")
        #expect(view.log.count == 2)  // began, moved (before the pan began); then cancelled
    }

    @Test func touchesReachTheViewWhenTheRecognizerLetsThem() {
        let window = makeWindow(width: 300, height: 300)
        let view = makeTarget(in: window)
        let log = GestureLog()
        let tapRecognizer = UITapGestureRecognizer(target: log, action: GestureLog.handle)
        tapRecognizer.name = "tap"
        tapRecognizer.cancelsTouchesInView = false
        view.addGestureRecognizer(tapRecognizer)
        window.synthesizeTap(at: CGPoint(x: 10, y: 10), time: 0)
        #expect(view.log == ["began 10,10 taps 1", "ended 10,10 taps 1"])
        #expect(log.entries == ["tap ended"])
    }

    @Test func delayedTouchesArriveWhenTheRecognizerFails() {
        let window = makeWindow(width: 300, height: 300)
        let view = makeTarget(in: window)
        let log = GestureLog()
        let press = UILongPressGestureRecognizer(target: log, action: GestureLog.handle)
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 10, y: 10)))
        #expect(view.log.isEmpty)
        // Moving too far fails the press: the held-back began arrives (with
        // the touch as it is now), then the move.
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 60, y: 10)))
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 60, y: 10)))
        #expect(view.log == ["began 60,10 taps 1", "moved 60,10 taps 1", "ended 60,10 taps 1"])
        #expect(log.entries.isEmpty)
    }

    @Test func delegatesDecideWhoBeginsAndWhoRecognizesTogether() {
        let window = makeWindow(width: 300, height: 300)
        let view = makeTarget(in: window)
        let log = GestureLog()
        let first = UIPanGestureRecognizer(target: log, action: GestureLog.handle)
        first.name = "first"
        let second = UIPanGestureRecognizer(target: log, action: GestureLog.handle)
        second.name = "second"
        first.delegate = log
        second.delegate = log
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        window.synthesizeDrag(from: CGPoint(x: 10, y: 10), by: [CGPoint(x: 30, y: 0)], time: 0)
        #expect(log.entries == ["first began", "first ended"])
        log.entries = []
        log.allowSimultaneous = true
        window.synthesizeDrag(from: CGPoint(x: 10, y: 10), by: [CGPoint(x: 30, y: 0)], time: 5)
        #expect(log.entries == ["first began", "second began", "first ended", "second ended"])
        log.entries = []
        log.allowBegin = false
        window.synthesizeDrag(from: CGPoint(x: 10, y: 10), by: [CGPoint(x: 30, y: 0)], time: 10)
        #expect(log.entries.isEmpty)
    }

    @Test func aButtonsTapWinsOverItsContainersTapRecognizer() {
        let window = makeWindow(width: 300, height: 300)
        let view = makeTarget(in: window)
        let log = GestureLog()
        let tapRecognizer = UITapGestureRecognizer(target: log, action: GestureLog.handle)
        tapRecognizer.name = "tap"
        view.addGestureRecognizer(tapRecognizer)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 60, height: 40)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        view.addSubview(button)
        window.synthesizeTap(at: CGPoint(x: 120, y: 120), time: 0)
        #expect(taps == 1)
        #expect(log.entries.isEmpty)
        window.synthesizeTap(at: CGPoint(x: 20, y: 20), time: 5)
        #expect(log.entries == ["tap ended"])
    }

    @Test func scrollViewsScrollByDraggingAndByTheWheel() {
        let window = makeWindow(width: 300, height: 300)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroll.contentSize = CGSize(width: 300, height: 1000)
        let button = UIButton(type: .system)
        button.setTitle("Inside", for: .normal)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scroll.addSubview(button)
        window.addSubview(scroll)
        // A drag that starts on the button scrolls and cancels the button's touch.
        window.synthesizeDrag(
            from: CGPoint(x: 150, y: 120), by: [CGPoint(x: 0, y: -20), CGPoint(x: 0, y: -80)], time: 0)
        #expect(scroll.contentOffset.y == 80)
        #expect(taps == 0)
        #expect(!button.isHighlighted)
        // Dragged past its end, the content follows the finger with a rubber
        // band's resistance, and springs back to its end when let go.
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        window.synthesizeDrag(
            from: CGPoint(x: 150, y: 280), by: [CGPoint(x: 0, y: -300), CGPoint(x: 0, y: -900)], time: 5)
        // 280 points past the end of a 300-point view: (1 − 1 / (280 · 0.55 / 300 + 1)) · 300.
        #expect(abs(scroll.contentOffset.y - (700 + (1 - 1 / (280 * 0.55 / 300 + 1)) * 300)) < 0.001)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(scroll.contentOffset.y == 700)
        window.handleScrollInput(CGPoint(x: 0, y: -120), at: CGPoint(x: 20, y: 20))
        #expect(scroll.contentOffset.y == 580)
        // A tap on the button where it now is still taps it.
        let buttonCenter = button.convert(CGPoint(x: 50, y: 22), to: window)
        #expect(abs(buttonCenter.y - (122 - 580)) < 0.001)
        scroll.contentOffset = CGPoint(x: 0, y: 0)
        window.synthesizeTap(at: CGPoint(x: 150, y: 122), time: 10)
        #expect(taps == 1)
    }

    @Test func indicatorsShowWhichPartIsInViewWhileScrolling() {
        let window = makeWindow(width: 300, height: 300)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroll.contentSize = CGSize(width: 300, height: 1200)
        window.addSubview(scroll)
        #expect(scroll.indicators.vertical.isHidden)
        window.handleScrollInput(CGPoint(x: 0, y: 450), at: CGPoint(x: 100, y: 100))
        let bar = scroll.indicators.vertical
        #expect(!bar.isHidden)
        #expect(bar.frame.height == CGFloat(300 - 6) * 300 / 1200)
        // Half way down the content, half way down the track (in content coordinates).
        #expect(abs(bar.frame.midY - (450 + 3 + (294 - bar.frame.height) / 2 + bar.frame.height / 2)) < 0.5)
        #expect(scroll.indicators.horizontal.isHidden)
        #expect(scroll.subviews.isEmpty)
        scroll.indicators.hide()
        #expect(bar.isHidden)
    }
}
