import Foundation
import TandemGraphics
import TandemSupport
import TandemTestSupport
import Testing
import UIKit

/// Records what an animation's delegate hears.
@MainActor
private final class AnimationLog: CAAnimationDelegate {
    var events: [String] = []

    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

/// The cubic Bézier timing curve's y where its x is `x`, found by sampling
/// the curve finely (independently of the solver under test).
private func bezierY(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, atX x: Double) -> Double {
    func point(_ t: Double) -> (Double, Double) {
        let u = 1 - t
        return (
            3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t, 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t
        )
    }
    var best = (distance: Double.infinity, y: 0.0)
    for step in 0...200_000 {
        let (px, py) = point(Double(step) / 200_000)
        if abs(px - x) < best.distance { best = (abs(px - x), py) }
    }
    return best.y
}

/// Core Animation's model and presentation, its timing and its animation
/// classes, on a clock the tests drive.
@MainActor
@Suite(.serialized) struct CoreAnimationTests {
    @Test func namedCurvesAndControlPointsFollowTheCubicBezier() {
        defer { TandemAnimationClock.useRealTime() }
        #expect(CAMediaTimingFunction(name: .linear).value(at: 0.3) == 0.3)
        for (name, points) in [
            (CAMediaTimingFunctionName.easeIn, (0.42, 0.0, 1.0, 1.0)), (.easeOut, (0.0, 0.0, 0.58, 1.0)),
            (.easeInEaseOut, (0.42, 0.0, 0.58, 1.0)), (.default, (0.25, 0.1, 0.25, 1.0)),
        ] {
            let function = CAMediaTimingFunction(name: name)
            for x in [0.1, 0.25, 0.5, 0.8] {
                let expected = bezierY(points.0, points.1, points.2, points.3, atX: x)
                #expect(abs(function.value(at: x) - expected) < 1e-4, "\(name.rawValue) at \(x)")
            }
            var values: [Float] = [0, 0]
            function.getControlPoint(at: 1, values: &values)
            #expect(abs(Double(values[0]) - points.0) < 1e-6 && abs(Double(values[1]) - points.1) < 1e-6)
        }
        #expect(CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0) == 0)
        #expect(CAMediaTimingFunction(name: .easeInEaseOut).value(at: 1) == 1)
    }

    @Test func aBasicAnimationChangesThePresentationAndWhatIsDrawnNotTheModel() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = manualClockWindowWithLayer()
        defer { window.isHidden = true }
        let log = AnimationLog()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 50
        animation.toValue = 150
        animation.duration = 1
        animation.delegate = log
        layer.add(animation, forKey: "slide")
        #expect(layer.animationKeys() == ["slide"])
        #expect(layer.animation(forKey: "slide") === animation)

        TandemAnimationClock.advance(by: 0.25)
        #expect(layer.position.x == 50, "the model keeps its value")
        #expect(abs((layer.presentation()?.position.x ?? 0) - 75) < 1e-6, "linear: a quarter of the way")
        #expect(layer.presentation()?.model() === layer)
        #expect(log.events == ["start"])
        // Drawn where the presentation is: red from x 25 to 125, white left of it.
        let image = window.tandemSnapshot()
        let scale = Int(image.scale)
        #expect(image.pixel(10 * scale, 50 * scale).isClose(to: RGBA(255, 255, 255, 255)))
        #expect(image.pixel(110 * scale, 50 * scale).isClose(to: RGBA(255, 0, 0, 255)))

        // `render(in:)` draws the model, as Core Animation's does.
        let modelImage = UIGraphicsImageRenderer(bounds: window.bounds).image { context in
            window.layer.render(in: context.cgContext)
        }
        #expect(
            modelImage.pixel(10 * Int(modelImage.scale), 50 * Int(modelImage.scale)).isClose(to: RGBA(255, 0, 0, 255)))

        TandemAnimationClock.advance(by: 1)
        #expect(layer.animationKeys() == nil, "removed on completion")
        #expect(layer.presentation()?.position.x == 50)
        #expect(log.events == ["start", "stop true"])
        let after = window.tandemSnapshot()
        #expect(after.pixel(10 * scale, 50 * scale).isClose(to: RGBA(255, 0, 0, 255)), "the old area is drawn again")
        #expect(
            after.pixel(110 * scale, 50 * scale).isClose(to: RGBA(255, 255, 255, 255)), "and the animated one cleared")
    }

    @Test func timingRepeatsReversesDelaysAndFills() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = manualClockWindowWithLayer()
        defer { window.isHidden = true }
        func opacity() -> Double { Double(layer.presentation()?.opacity ?? -1) }

        let reversing = CABasicAnimation(keyPath: "opacity")
        reversing.fromValue = 1
        reversing.toValue = 0
        reversing.duration = 1
        reversing.autoreverses = true
        reversing.repeatCount = 2
        layer.add(reversing, forKey: "pulse")
        TandemAnimationClock.advance(by: 0.25)
        #expect(abs(opacity() - 0.75) < 1e-6)
        TandemAnimationClock.advance(by: 1)
        #expect(abs(opacity() - 0.25) < 1e-6, "on the way back")
        TandemAnimationClock.advance(by: 1.25)
        #expect(abs(opacity() - 0.5) < 1e-6, "second cycle, going out")
        TandemAnimationClock.advance(by: 2)
        #expect(opacity() == 1, "ended: the model shows again")

        let delayed = CABasicAnimation(keyPath: "opacity")
        delayed.fromValue = 0.2
        delayed.toValue = 0.6
        delayed.duration = 1
        delayed.beginTime = CACurrentMediaTime() + 1
        delayed.fillMode = .both
        delayed.isRemovedOnCompletion = false
        layer.add(delayed, forKey: "later")
        TandemAnimationClock.advance(by: 0.5)
        #expect(abs(opacity() - 0.2) < 1e-6, "filled backwards before it begins")
        TandemAnimationClock.advance(by: 1)
        #expect(abs(opacity() - 0.4) < 1e-6)
        TandemAnimationClock.advance(by: 5)
        #expect(abs(opacity() - 0.6) < 1e-6, "filled forwards and kept")
        #expect(layer.animationKeys() == ["later"])
        layer.removeAllAnimations()
        TandemAnimationClock.advance(by: 0)
        #expect(opacity() == 1)
    }

    @Test func aSpringFollowsTheDampedOscillator() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = manualClockWindowWithLayer()
        defer { window.isHidden = true }
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.mass = 1
        spring.stiffness = 100
        spring.damping = 10
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
        // ω0 = 10, ζ = 0.5: x(t) = e^(-5t) (cos ωd t + (5 / ωd) sin ωd t), ωd = 10 √0.75.
        let omegaD = 10 * 0.75.squareRoot()
        var elapsed = 0.0
        for t in [0.05, 0.2, 0.35, 0.7] {
            TandemAnimationClock.advance(by: t - elapsed)
            elapsed = t
            let remaining = exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t))
            #expect(abs(Double(layer.presentation()?.position.x ?? 0) - 100 * (1 - remaining)) < 1e-6, "at \(t)")
        }
        // It settles within 0.1% and stays there.
        let settling = spring.settlingDuration
        for step in 0...200 {
            let t = settling + Double(step) / 100
            let remaining = exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t))
            #expect(abs(remaining) < 0.001)
        }
        let justBefore = settling - 0.01
        #expect(
            abs(exp(-5 * justBefore) * (cos(omegaD * justBefore) + 5 / omegaD * sin(omegaD * justBefore))) >= 0.0009)
    }

    @Test func keyframesAndGroups() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = manualClockWindowWithLayer()
        defer { window.isHidden = true }
        let keyframes = CAKeyframeAnimation(keyPath: "position.y")
        keyframes.values = [0, 100, 50]
        keyframes.keyTimes = [0, 0.5, 1]
        keyframes.duration = 1
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 3
        scale.duration = 2
        let group = CAAnimationGroup()
        group.animations = [keyframes, scale]
        group.duration = 1
        layer.add(group, forKey: "both")
        TandemAnimationClock.advance(by: 0.25)
        #expect(abs(Double(layer.presentation()?.position.y ?? 0) - 50) < 1e-6)
        #expect(
            abs(Double(layer.presentation()?.transform.m11 ?? 0) - 1.25) < 1e-6, "the scale's quarter second of two")
        TandemAnimationClock.advance(by: 0.5)
        #expect(abs(Double(layer.presentation()?.position.y ?? 0) - 75) < 1e-6)
        TandemAnimationClock.advance(by: 0.5)
        #expect(layer.presentation()?.position.y == 50, "the group ended at one second: the model again")
        #expect(layer.presentation()?.transform == CATransform3DIdentity)
    }

    @Test func aRotationTurnsRatherThanShrinks() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = manualClockWindowWithLayer()
        defer { window.isHidden = true }
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DIdentity
        turn.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        turn.duration = 1
        layer.add(turn, forKey: "turn")
        TandemAnimationClock.advance(by: 0.5)
        let m = layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(
            abs(Double(m.m11) - cos(.pi / 4)) < 1e-6 && abs(Double(m.m12) - sin(.pi / 4)) < 1e-6, "45°, at full scale")
    }

    @Test func anUnknownKeyPathOrABadIntervalIsReportedAndChangesNothing() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = manualClockWindowWithLayer()
        defer { window.isHidden = true }
        let odd = CABasicAnimation(keyPath: "wobble")
        odd.toValue = 3
        layer.add(odd, forKey: "odd")
        #expect(Diagnostics.wasReported(id: "animation.keyPath.wobble"))
        TandemAnimationClock.advance(by: 0.1)
        #expect(layer.presentation()?.position == layer.position)
        TandemAnimationClock.advance(by: -1)
        TandemAnimationClock.advance(by: .nan)
        #expect(Diagnostics.messages.contains { $0.contains("advance(by:) ignored the interval -1.0") })
        let broken = CABasicAnimation(keyPath: "opacity")
        broken.fromValue = 0
        broken.toValue = 1
        broken.duration = .nan
        broken.speed = .nan
        layer.add(broken, forKey: "broken")
        TandemAnimationClock.advance(by: 0.1)
        let opacity = layer.presentation()?.opacity ?? -1
        #expect(opacity.isFinite && (0...1).contains(opacity))
        #expect(TandemAnimationClock.runAnimationsToEnd(limit: 5))
    }

    @Test func aLayerScaledToZeroAtPartialOpacityLeavesTheWindowDrawing() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = manualClockWindowWithLayer()
        defer { window.isHidden = true }
        // As a loading indicator's rings grow from nothing while fading.
        let ring = CALayer()
        ring.frame = CGRect(x: 120, y: 120, width: 40, height: 40)
        ring.backgroundColor = UIColor.blue.cgColor
        ring.opacity = 0.8
        window.layer.addSublayer(ring)
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 0
        grow.toValue = 0
        grow.duration = 1
        ring.add(grow, forKey: "grow")
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 50
        slide.toValue = 150
        slide.duration = 1
        layer.add(slide, forKey: "slide")
        TandemAnimationClock.advance(by: 0.5)
        let image = window.tandemSnapshot()
        let scale = Int(image.scale)
        #expect(image.pixel(140 * scale, 140 * scale).isClose(to: RGBA(255, 255, 255, 255)), "the ring is a point")
        TandemAnimationClock.advance(by: 0.25)
        let later = window.tandemSnapshot()
        #expect(later.pixel(170 * scale, 50 * scale).isClose(to: RGBA(255, 0, 0, 255)), "frames after it still draw")
    }

    @Test func discreteKeyframesShowEachValueForItsShare() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = manualClockWindowWithLayer()
        defer { window.isHidden = true }
        let steps = CAKeyframeAnimation(keyPath: "opacity")
        steps.values = [0.2, 0.5, 0.8]
        steps.calculationMode = .discrete
        steps.duration = 3
        layer.add(steps, forKey: "steps")
        var shown: [Float] = []
        for _ in 0..<3 {
            TandemAnimationClock.advance(by: 0.5)
            shown.append(layer.presentation()?.opacity ?? -1)
            TandemAnimationClock.advance(by: 0.5)
        }
        #expect(shown == [0.2, 0.5, 0.8], "three values, three equal thirds")
    }

    @Test func aLayerTakenOutOfItsWindowLosesItsAnimationsUnfinished() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = manualClockWindowWithLayer()
        defer { window.isHidden = true }
        let log = AnimationLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 5
        fade.delegate = log
        layer.add(fade, forKey: "fade")
        TandemAnimationClock.advance(by: 0.1)
        layer.removeFromSuperlayer()
        TandemAnimationClock.advance(by: 0.1)
        #expect(layer.animationKeys() == nil)
        #expect(log.events == ["start", "stop false"])
    }
}
