import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Records each action of a recognizer with its state and value.
@MainActor
private final class ValueLog {
    var entries: [(state: UIGestureRecognizer.State, value: CGFloat)] = []
    var names: [String] = []
    /// The velocity at each action.
    var velocities: [CGFloat] = []
    /// Set: the pinch's scale (or the rotation) is reset after each action, as apps often do.
    var resets = false

    func pinch(_ recognizer: UIPinchGestureRecognizer) {
        entries.append((recognizer.state, recognizer.scale))
        velocities.append(recognizer.velocity)
        if resets { recognizer.scale = 1 }
    }

    func rotation(_ recognizer: UIRotationGestureRecognizer) {
        entries.append((recognizer.state, recognizer.rotation))
        velocities.append(recognizer.velocity)
        if resets { recognizer.rotation = 0 }
    }

    func named(_ recognizer: UIGestureRecognizer) {
        names.append("\(recognizer.name ?? "?") \(recognizer.state)")
    }
}

@MainActor
@Suite struct MultiTouchGestureTests {
    private func makeView() -> (UIWindow, TouchLoggingView) {
        let window = makeWindow(width: 400, height: 400)
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        return (window, view)
    }

    /// Two fingers on a horizontal line through (200, 200), `from` apart, moving to `to` apart in ten steps.
    private func spread(from: CGFloat, to: CGFloat) -> [[CGPoint]] {
        (0...10).map { step in
            let half = (from + (to - from) * CGFloat(step) / 10) / 2
            return [CGPoint(x: 200 - half, y: 200), CGPoint(x: 200 + half, y: 200)]
        }
    }

    @Test func aPinchReportsItsScaleAndVelocity() {
        let (window, view) = makeView()
        let log = ValueLog()
        let pinch = UIPinchGestureRecognizer(target: log, action: ValueLog.pinch)
        view.addGestureRecognizer(pinch)
        window.synthesizeMultiTouch(spread(from: 100, to: 200), time: 100)
        #expect(log.entries.first?.state == .began)
        #expect(log.entries.dropFirst().dropLast().allSatisfy { $0.state == .changed })
        #expect(log.entries.last?.state == .ended)
        #expect(abs((log.entries.last?.value ?? 0) - 2) < 0.01)
        // Widening: the scale grows and its velocity is positive.
        let values = log.entries.map(\.value)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
        #expect((log.velocities.last ?? 0) > 1)
        // After the gesture the recognizer is back at rest.
        #expect(pinch.state == .possible && pinch.scale == 1)
        // The view saw the first finger only (as a UIKit view whose isMultipleTouchEnabled is false).
        #expect(view.log.filter { $0.hasPrefix("began") }.count == 1)
        window.isHidden = true
    }

    @Test func settingTheScaleMakesLaterScalesRelative() {
        let (window, view) = makeView()
        let log = ValueLog()
        log.resets = true
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: log, action: ValueLog.pinch))
        window.synthesizeMultiTouch(spread(from: 200, to: 100), time: 100)
        // The product of the relative scales is the whole pinch's: a half.
        let product = log.entries.map(\.value).reduce(1, *)
        #expect(abs(product - 0.5) < 0.01)
        window.isHidden = true
    }

    @Test func oneFingerIsNoPinch() {
        let (window, view) = makeView()
        let log = ValueLog()
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: log, action: ValueLog.pinch))
        window.synthesizeDrag(
            from: CGPoint(x: 100, y: 100), by: [CGPoint(x: 80, y: 0), CGPoint(x: 160, y: 0)], time: 100)
        #expect(log.entries.isEmpty)
        window.isHidden = true
    }

    @Test func aRotationReportsItsAngle() {
        let (window, view) = makeView()
        let log = ValueLog()
        let rotation = UIRotationGestureRecognizer(target: log, action: ValueLog.rotation)
        view.addGestureRecognizer(rotation)
        // A quarter turn, clockwise on screen, around (200, 200).
        let steps: [[CGPoint]] = (0...10).map { step in
            let angle = CGFloat.pi / 2 * CGFloat(step) / 10
            let dx = 60 * cos(angle), dy = 60 * sin(angle)
            return [CGPoint(x: 200 - dx, y: 200 - dy), CGPoint(x: 200 + dx, y: 200 + dy)]
        }
        window.synthesizeMultiTouch(steps, time: 100)
        #expect(log.entries.first?.state == .began)
        #expect(log.entries.last?.state == .ended)
        #expect(abs((log.entries.last?.value ?? 0) - .pi / 2) < 0.01)
        #expect((log.velocities.last ?? 0) > 1)
        window.isHidden = true
    }

    @Test func aPinchAndARotationRecognizeTogetherOnlyWhenAllowed() {
        // Fingers that spread from 100 to 200 points apart while turning a quarter turn.
        let steps: [[CGPoint]] = (0...10).map { step in
            let angle = CGFloat.pi / 2 * CGFloat(step) / 10
            let half = 50 + 5 * CGFloat(step)
            return [
                CGPoint(x: 200 - half * cos(angle), y: 200 - half * sin(angle)),
                CGPoint(x: 200 + half * cos(angle), y: 200 + half * sin(angle)),
            ]
        }
        for together in [false, true] {
            let (window, view) = makeView()
            let log = ValueLog()
            let pinch = UIPinchGestureRecognizer(target: log, action: ValueLog.named)
            pinch.name = "pinch"
            let rotation = UIRotationGestureRecognizer(target: log, action: ValueLog.named)
            rotation.name = "rotation"
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(rotation)
            if together {
                pinch.delegate = SimultaneousDelegate.shared
            }
            window.synthesizeMultiTouch(steps, time: 100)
            let began = log.names.filter { $0.hasSuffix("began") }
            if together {
                #expect(Set(began) == ["pinch began", "rotation began"])
                #expect(log.names.contains("pinch ended") && log.names.contains("rotation ended"))
            } else {
                // The first to begin wins; the other fails.
                #expect(began.count == 1)
                #expect(log.names.filter { $0.hasSuffix("ended") }.count == 1)
            }
            window.isHidden = true
        }
    }

    @Test func anOptionDragPinchesAboutTheWindowsCenter() {
        let (window, view) = makeView()
        let log = ValueLog()
        view.addGestureRecognizer(UIPinchGestureRecognizer(target: log, action: ValueLog.pinch))
        let center = CGPoint(x: 200, y: 200)
        window.handlePointerInput(
            PointerInput(.down, at: CGPoint(x: 250, y: 200), timestamp: 100, mirrorCenter: center))
        for step in 1...5 {
            let point = CGPoint(x: 250 + 10 * CGFloat(step), y: 200)
            window.handlePointerInput(
                PointerInput(.moved, at: point, timestamp: 100 + 0.02 * Double(step), mirrorCenter: center))
        }
        window.handlePointerInput(
            PointerInput(.up, at: CGPoint(x: 300, y: 200), timestamp: 100.2, mirrorCenter: center))
        // From 100 points apart to 200.
        #expect(log.entries.last?.state == .ended)
        #expect(abs((log.entries.last?.value ?? 0) - 2) < 0.01)
        window.isHidden = true
    }

    @Test func aQuickSwipeInItsDirectionIsRecognizedOnce() {
        let (window, view) = makeView()
        let log = ValueLog()
        let right = UISwipeGestureRecognizer(target: log, action: ValueLog.named)
        right.name = "right"
        let up = UISwipeGestureRecognizer(target: log, action: ValueLog.named)
        up.name = "up"
        up.direction = .up
        for swipe in [right, up] {
            view.addGestureRecognizer(swipe)
            swipe.delegate = SimultaneousDelegate.shared
        }
        window.synthesizeDrag(
            from: CGPoint(x: 50, y: 200),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 200, y: 10), steps: 10), time: 100)
        #expect(log.names == ["right ended"])
        // Too slow: no swipe.
        log.names = []
        window.synthesizeDrag(
            from: CGPoint(x: 50, y: 200),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 200, y: 0), steps: 10), time: 200,
            interval: 0.2)
        #expect(log.names.isEmpty)
        // The wrong way, or across: no swipe.
        window.synthesizeDrag(
            from: CGPoint(x: 250, y: 200),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: -200, y: 0), steps: 10), time: 300)
        window.synthesizeDrag(
            from: CGPoint(x: 200, y: 300),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 0, y: 150), steps: 10), time: 400)
        #expect(log.names.isEmpty)
        window.synthesizeDrag(
            from: CGPoint(x: 200, y: 300),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 5, y: -150), steps: 10), time: 500)
        #expect(log.names == ["up ended"])
        window.isHidden = true
    }

    @Test func aSwipeTakesTheNumberOfFingersItRequires() {
        let (window, view) = makeView()
        let log = ValueLog()
        let swipe = UISwipeGestureRecognizer(target: log, action: ValueLog.named)
        swipe.name = "two"
        swipe.numberOfTouchesRequired = 2
        view.addGestureRecognizer(swipe)
        window.synthesizeDrag(
            from: CGPoint(x: 50, y: 200),
            by: UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 200, y: 0), steps: 10), time: 100)
        #expect(log.names.isEmpty)
        let steps: [[CGPoint]] = (0...10).map { step in
            let x = 50 + 20 * CGFloat(step)
            return [CGPoint(x: x, y: 150), CGPoint(x: x, y: 250)]
        }
        window.synthesizeMultiTouch(steps, time: 200)
        #expect(log.names == ["two ended"])
        window.isHidden = true
    }

    @Test func aPanRequiredToWaitForASwipeTakesOnlySlowDrags() {
        let (window, view) = makeView()
        let log = ValueLog()
        let swipe = UISwipeGestureRecognizer(target: log, action: ValueLog.named)
        swipe.name = "swipe"
        let pan = UIPanGestureRecognizer(target: log, action: ValueLog.named)
        pan.name = "pan"
        view.addGestureRecognizer(swipe)
        view.addGestureRecognizer(pan)
        // Without a requirement the pan begins first (after 10 points) and the swipe fails.
        let flick = UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 200, y: 0), steps: 10)
        window.synthesizeDrag(from: CGPoint(x: 50, y: 200), by: flick, time: 100)
        #expect(log.names.first == "pan began")
        #expect(!log.names.contains("swipe ended"))
        // With it, a flick is a swipe alone...
        pan.require(toFail: swipe)
        log.names = []
        window.synthesizeDrag(from: CGPoint(x: 50, y: 200), by: flick, time: 200)
        #expect(log.names == ["swipe ended"])
        // ...and a slow drag a pan, which begins when the swipe fails.
        log.names = []
        window.synthesizeDrag(from: CGPoint(x: 50, y: 200), by: flick, time: 300, interval: 0.2)
        #expect(log.names.first == "pan began")
        #expect(log.names.last == "pan ended")
        #expect(!log.names.contains("swipe ended"))
        window.isHidden = true
    }
}

/// Lets every pair of recognizers recognize together.
@MainActor
private final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    static let shared = SimultaneousDelegate()
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
