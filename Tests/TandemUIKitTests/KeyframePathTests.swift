import Foundation
import TandemGraphics
import TandemTestSupport
import Testing
import UIKit

/// `CAKeyframeAnimation.path` and `rotationMode`: a layer's position
/// follows the path's geometry in each calculation mode, and its rotation
/// the path's tangent.
@MainActor
@Suite(.serialized) struct KeyframePathTests {
    private func follow(
        _ path: CGPath, mode: CAAnimationCalculationMode = .linear, rotation: CAAnimationRotationMode? = nil,
        configure: (CAKeyframeAnimation) -> Void = { _ in }
    ) -> (UIWindow, CALayer) {
        let (window, layer) = manualClockWindowWithLayer()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.values = [CGPoint(x: 500, y: 500)]
        animation.calculationMode = mode
        animation.rotationMode = rotation
        animation.duration = 2
        configure(animation)
        layer.add(animation, forKey: "follow")
        return (window, layer)
    }

    private func position(_ layer: CALayer) -> CGPoint { layer.presentation()?.position ?? CGPoint(x: -1, y: -1) }

    /// The angle the presentation's transform turns the x axis by.
    private func angle(_ layer: CALayer) -> Double {
        let t = layer.presentation()?.transform ?? CATransform3DIdentity
        return atan2(Double(t.m12), Double(t.m11))
    }

    private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    /// Right 100, then down 300: an L of length 400.
    private var ell: CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        return path
    }

    @Test func linearModeReachesEachEndPointAtItsKeyTimeAndTurnsWithTheTangent() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = follow(ell, rotation: .rotateAuto)
        defer { window.isHidden = true }
        TandemAnimationClock.advance(by: 0.5)
        #expect(
            near(position(layer), CGPoint(x: 50, y: 0)), "a quarter in: half the first segment (the values are ignored)"
        )
        #expect(abs(angle(layer)) < 1e-9, "moving right")
        TandemAnimationClock.advance(by: 0.5)
        #expect(near(position(layer), CGPoint(x: 100, y: 0)), "half way in time: the second keyframe")
        TandemAnimationClock.advance(by: 0.5)
        #expect(near(position(layer), CGPoint(x: 100, y: 150)))
        #expect(abs(angle(layer) - .pi / 2) < 1e-9, "moving down (y grows downward): a quarter turn clockwise")
        #expect(layer.position == CGPoint(x: 50, y: 50), "the model keeps its value")
        TandemAnimationClock.advance(by: 1)
        #expect(layer.presentation()?.position == CGPoint(x: 50, y: 50) && angle(layer) == 0, "ended: the model again")
    }

    @Test func keyTimesAndTimingFunctionsApplyToThePathsKeyframes() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = follow(ell) {
            $0.keyTimes = [0, 0.25, 1]
            $0.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
        }
        defer { window.isHidden = true }
        TandemAnimationClock.advance(by: 0.25)
        #expect(near(position(layer), CGPoint(x: 50, y: 0)))
        TandemAnimationClock.advance(by: 0.75)
        let eased = CAMediaTimingFunction(name: .easeIn).value(at: 1.0 / 3.0)
        #expect(
            near(position(layer), CGPoint(x: 100, y: 300 * eased), 1e-4),
            "a third of the second segment's time, eased in")
    }

    @Test func pacedModeMovesAtOneSpeedOverTheWholeLength() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = follow(ell, mode: .paced) { $0.keyTimes = [0, 0.9, 1] }
        defer { window.isHidden = true }
        TandemAnimationClock.advance(by: 1)
        #expect(near(position(layer), CGPoint(x: 100, y: 100)), "half of 400 points (key times ignored)")
        TandemAnimationClock.advance(by: 0.5)
        #expect(near(position(layer), CGPoint(x: 100, y: 200)))
    }

    @Test func discreteModeJumpsFromEndPointToEndPoint() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = follow(ell, mode: .discrete, rotation: .rotateAuto)
        defer { window.isHidden = true }
        TandemAnimationClock.advance(by: 0.5)
        #expect(position(layer) == .zero, "three keyframes, three equal thirds")
        TandemAnimationClock.advance(by: 0.5)
        #expect(position(layer) == CGPoint(x: 100, y: 0))
        #expect(abs(angle(layer)) < 1e-9, "the tangent it arrived with")
        TandemAnimationClock.advance(by: 0.5)
        #expect(position(layer) == CGPoint(x: 100, y: 300))
        #expect(abs(angle(layer) - .pi / 2) < 1e-9)
    }

    @Test func aCurveIsFollowedByItsParameterAndItsTangent() {
        defer { TandemAnimationClock.useRealTime() }
        let arch = CGMutablePath()
        arch.move(to: .zero)
        arch.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let (window, layer) = follow(arch, mode: .cubic, rotation: .rotateAutoReverse)
        defer { window.isHidden = true }
        TandemAnimationClock.advance(by: 0.5)
        // B(¼) = 2·¾·¼·(50, 100) + ¼²·(100, 0); B′(¼) = 2·¾·(50, 100) + 2·¼·(50, −100) = (100, 100).
        #expect(near(position(layer), CGPoint(x: 25, y: 37.5)))
        #expect(abs(angle(layer) - (.pi / 4 - .pi)) < 1e-9, "the tangent's 45°, reversed (half a turn)")
        TandemAnimationClock.advance(by: 0.5)
        #expect(near(position(layer), CGPoint(x: 50, y: 50)))
        #expect(abs(abs(angle(layer)) - .pi) < 1e-9, "level at the top, reversed")
    }

    @Test func aCubicCurveAndAMoveInsideThePath() {
        defer { TandemAnimationClock.useRealTime() }
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 90, y: 0), control1: CGPoint(x: 30, y: 60), control2: CGPoint(x: 60, y: 60))
        path.move(to: CGPoint(x: 0, y: 200))
        path.addLine(to: CGPoint(x: 100, y: 200))
        let (window, layer) = follow(path, rotation: .rotateAuto)
        defer { window.isHidden = true }
        TandemAnimationClock.advance(by: 0.5)
        // B(½) of the cubic = (⅛·0 + ⅜·30 + ⅜·60 + ⅛·90, ⅜·60 + ⅜·60) = (45, 45); level there.
        #expect(near(position(layer), CGPoint(x: 45, y: 45)))
        #expect(abs(angle(layer)) < 1e-9)
        TandemAnimationClock.advance(by: 1)
        #expect(near(position(layer), CGPoint(x: 50, y: 200)), "the move starts the next segment elsewhere")
    }

    @Test func theLayerIsDrawnWhereThePathHasIt() {
        defer { TandemAnimationClock.useRealTime() }
        let (window, layer) = follow(ell) { _ in }
        defer { window.isHidden = true }
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        CATransaction.flush()
        TandemAnimationClock.advance(by: 1.25)
        // Half way down the 300-point leg at 1.25 s of 2? (1.25 − 1) / 1 of it: y = 75, centered at x = 100.
        let image = window.tandemSnapshot()
        let scale = Int(image.scale)
        #expect(image.pixel(100 * scale, 75 * scale).isClose(to: RGBA(255, 0, 0, 255)))
        #expect(image.pixel(100 * scale, 95 * scale).isClose(to: RGBA(255, 255, 255, 255)))
    }
}
