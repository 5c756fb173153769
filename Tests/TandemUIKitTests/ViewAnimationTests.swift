import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

/// `UIView.animate` and its kin: the model changes at once, the
/// presentation and the pixels move over time, completions run once with
/// UIKit's `finished` flag.
@MainActor
@Suite(.serialized) struct ViewAnimationTests {
    /// A view in no window is not drawn: UIKit changes it at once and runs
    /// the completion on a later turn, finished (SkyFloatingLabelTextField's
    /// tests wait for a fade of a field in no window to complete).
    @Test func aViewInNoWindowChangesAtOnceAndItsCompletionRunsFinished() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completions: [Bool] = []
        UIView.animate(withDuration: 5, animations: { view.alpha = 0 }, completion: { completions.append($0) })
        #expect(view.alpha == 0)
        #expect(view.layer.animationKeys() == nil)
        #expect(completions.isEmpty, "never during the call that animated")
        TandemAnimationClock.advance(by: 0.02)
        #expect(completions == [true])
    }

    @Test func aFrameAndAlphaChangeAnimateWithTheEaseInOutCurve() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, box) = manualClockWindowWithBox()
        defer { window.isHidden = true }
        var completions: [Bool] = []
        UIView.animate(
            withDuration: 1,
            animations: {
                box.frame = CGRect(x: 200, y: 0, width: 50, height: 50)
                box.alpha = 0.5
            }, completion: { completions.append($0) })
        #expect(box.frame.minX == 200 && box.alpha == 0.5, "the model has the new values at once")
        #expect(Set(box.layer.animationKeys() ?? []) == ["position", "opacity"])

        TandemAnimationClock.advance(by: 0.25)
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.25)
        let shown = box.layer.presentation()
        #expect(abs(Double(shown?.position.x ?? 0) - (25 + 200 * eased)) < 1e-6)
        #expect(abs(Double(shown?.opacity ?? 0) - (1 - 0.5 * eased)) < 1e-6)
        #expect(completions.isEmpty)
        // The box is drawn where the presentation has it.
        let image = window.tandemSnapshot()
        let scale = Int(image.scale)
        let left = Int(shown?.frame.minX ?? 0)
        #expect(image.pixel((left + 25) * scale, 25 * scale).r == 255)
        #expect(image.pixel((left + 25) * scale, 25 * scale).g < 255, "red at the presentation's place")
        #expect(image.pixel(225 * scale, 25 * scale).isClose(to: RGBA(255, 255, 255, 255)), "not yet at the end")

        TandemAnimationClock.advance(by: 1)
        #expect(completions == [true])
        #expect(box.layer.animationKeys() == nil)
        let end = window.tandemSnapshot()
        #expect(
            end.pixel(225 * scale, 25 * scale).isClose(to: RGBA(255, 128, 128, 255), tolerance: 3),
            "half-transparent red at the end")
        #expect(end.pixel(10 * scale, 25 * scale).isClose(to: RGBA(255, 255, 255, 255)), "nothing left at the start")
        TandemAnimationClock.advance(by: 1)
        #expect(completions == [true], "once")
    }

    @Test func aNewAnimationOfTheSamePropertyStartsWhereTheOldOneIsAndStopsIt() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, box) = manualClockWindowWithBox()
        defer { window.isHidden = true }
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 125 },
            completion: { first.append($0) })
        TandemAnimationClock.advance(by: 0.5)
        #expect(box.layer.presentation()?.position.x == 75)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { box.center.x = 25 },
            completion: { second.append($0) })
        TandemAnimationClock.advance(by: 0)
        #expect(first == [false], "replaced before its end")
        #expect(box.layer.presentation()?.position.x == 75, "the new one starts where the old one was drawn")
        TandemAnimationClock.advance(by: 0.5)
        #expect(box.layer.presentation()?.position.x == 50)
        TandemAnimationClock.advance(by: 0.5)
        #expect(second == [true])
    }

    @Test func delaysSpringsRepeatsAndNoAnimation() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, box) = manualClockWindowWithBox()
        defer { window.isHidden = true }
        UIView.animate(withDuration: 1, delay: 1, options: [.curveLinear], animations: { box.alpha = 0 })
        TandemAnimationClock.advance(by: 0.5)
        #expect(box.layer.presentation()?.opacity == 1, "waits at its start during the delay")
        TandemAnimationClock.advance(by: 1)
        #expect(box.layer.presentation()?.opacity == 0.5)
        TandemAnimationClock.runAnimationsToEnd()

        var springDone: [Bool] = []
        UIView.animate(
            withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
            animations: { box.center.y = 125 }, completion: { springDone.append($0) })
        var overshoots = false
        for _ in 0..<48 {
            TandemAnimationClock.advance(by: 1.0 / 60)
            if (box.layer.presentation()?.position.y ?? 0) > 126 { overshoots = true }
        }
        #expect(overshoots, "a damping ratio under 1 overshoots")
        TandemAnimationClock.advance(by: 0.01)
        #expect(springDone == [true], "settled within its duration")
        #expect(abs(Double(box.layer.presentation()?.position.y ?? 0) - 125) < 0.2)

        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { box.alpha = 1 })
        TandemAnimationClock.advance(by: 1.5)
        #expect(box.layer.presentation()?.opacity == 0.5)
        TandemAnimationClock.advance(by: 100)
        #expect(box.layer.animationKeys() == ["opacity"], "repeats forever")
        box.layer.removeAllAnimations()

        var immediate: [Bool] = []
        UIView.animate(withDuration: 0, animations: { box.alpha = 1 }, completion: { immediate.append($0) })
        #expect(immediate.isEmpty, "never during the call")
        #expect(box.layer.animationKeys() == nil)
        TandemAnimationClock.advance(by: 0)
        #expect(immediate == [true])

        var nothing: [Bool] = []
        UIView.animate(withDuration: .nan, animations: { box.alpha = 0.3 }, completion: { nothing.append($0) })
        TandemAnimationClock.advance(by: 0)
        #expect(
            abs(box.alpha - 0.3) < 1e-6 && box.layer.animationKeys() == nil && nothing == [true],
            "a NaN duration changes at once")
    }

    @Test func constraintChangesLaidOutInTheBlockAnimate() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let window = makeWindow(width: 300, height: 300)
        defer { window.isHidden = true }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([
            leading, box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(box.frame.minX == 0)
        leading.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { window.layoutIfNeeded() })
        #expect(box.frame.minX == 100)
        TandemAnimationClock.advance(by: 0.5)
        #expect(box.layer.presentation()?.frame.minX == 50)
    }

    @Test func performWithoutAnimationAndTransactionCompletions() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, box) = manualClockWindowWithBox()
        defer { window.isHidden = true }
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { box.alpha = 0.2 }
            box.center.x = 200
        }
        #expect(box.layer.animationKeys() == ["position"], "the change without animation is not animated")

        var log: [String] = []
        // A transaction's completion waits for the UIView animations made inside it too.
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("view done") }
        UIView.animate(withDuration: 2) { box.backgroundColor = .green }
        CATransaction.commit()
        TandemAnimationClock.advance(by: 1)
        #expect(log.isEmpty)
        TandemAnimationClock.advance(by: 1.1)
        #expect(log == ["view done"])
        log = []

        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done") }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.5
        box.layer.add(fade, forKey: "fade")
        CATransaction.commit()
        TandemAnimationClock.advance(by: 0.4)
        #expect(log.isEmpty)
        TandemAnimationClock.advance(by: 0.2)
        #expect(log == ["done"])
        TandemAnimationClock.runAnimationsToEnd()
        #expect(box.layer.animationKeys() == nil)
    }

    @Test func aTransitionCrossDissolvesFromTheOldLookToTheNew() {
        let (window, box) = manualClockWindowWithBox()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        var done: [Bool] = []
        UIView.transition(
            with: box, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: {
                box.backgroundColor = .blue
            }, completion: { done.append($0) })
        #expect(box.backgroundColor == .blue, "the change is made at once")
        #expect(box.layer.animationKeys() == [kCATransition], "and not animated by itself: a transition shows it")
        TandemAnimationClock.advance(by: 0.5)
        let image = window.tandemSnapshot()
        let scale = Int(image.scale)
        let middle = image.pixel(25 * scale, 25 * scale)
        #expect(abs(Int(middle.r) - 128) < 6 && abs(Int(middle.b) - 128) < 6, "half red over blue: \(middle)")
        TandemAnimationClock.advance(by: 0.6)
        #expect(done == [true])
        #expect(box.layer.sublayers == nil, "the old look is gone")
        #expect(window.tandemSnapshot().pixel(25 * scale, 25 * scale).isClose(to: RGBA(0, 0, 255, 255)))

        // From one view to another: the new one takes the old one's place.
        let replacement = UIView(frame: box.frame)
        replacement.backgroundColor = .green
        UIView.transition(from: box, to: replacement, duration: 0, options: [])
        #expect(box.superview == nil && replacement.superview === window)
    }
}
