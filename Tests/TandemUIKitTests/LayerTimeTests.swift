import Foundation
import TandemGraphics
import TandemSupport
import TandemTestSupport
import Testing
import UIKit

/// A layer's own time, its sublayer transform, and the value boxes iOS
/// code hands Core Animation.
@MainActor
@Suite(.serialized) struct LayerTimeTests {
    @Test func pausingAndResumingALayerAsIOSCodeDoes() {
        let (window, layer) = manualClockWindowWithLayer()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        layer.add(slide, forKey: "slide")
        TandemAnimationClock.advance(by: 0.3)
        // Pause.
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        TandemAnimationClock.advance(by: 2)
        #expect(abs(Double(layer.presentation()?.position.x ?? 0) - 30) < 1e-6, "held while paused")
        // Resume.
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        TandemAnimationClock.advance(by: 0.2)
        #expect(abs(Double(layer.presentation()?.position.x ?? 0) - 50) < 1e-6, "goes on from where it stopped")
        // A sublayer's animations run on its parent's time too.
        let child = CALayer()
        layer.addSublayer(child)
        layer.speed = 2
        #expect(abs(child.convertTime(10, to: layer) - 10) < 1e-9)
        #expect(abs(layer.convertTime(layer.convertTime(5, to: nil), from: nil) - 5) < 1e-9)
        layer.speed = .nan
        #expect(layer.speed == 2, "a speed that is not a number is ignored")
    }

    @Test func aSublayerTransformTurnsTheSublayersAboutTheAnchor() {
        let (window, layer) = manualClockWindowWithLayer()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        // The layer was drawn: without this, the change would animate implicitly.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = nil
        CATransaction.commit()
        let bar = CALayer()
        bar.frame = CGRect(x: 45, y: 0, width: 10, height: 30)
        bar.backgroundColor = UIColor.blue.cgColor
        layer.addSublayer(bar)
        layer.sublayerTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let image = window.tandemSnapshot()
        let scale = Int(image.scale)
        // A bar at the top center, turned a quarter about the center, is at the right middle.
        #expect(image.pixel(85 * scale, 50 * scale).isClose(to: RGBA(0, 0, 255, 255)))
        #expect(image.pixel(50 * scale, 10 * scale).isClose(to: RGBA(255, 255, 255, 255)))
        #expect(abs(bar.convert(CGPoint(x: 5, y: 15), to: layer).x - 85) < 1e-6, "conversions see it too")
        layer.sublayerTransform = CATransform3DIdentity
        let back = window.tandemSnapshot()
        #expect(back.pixel(50 * scale, 10 * scale).isClose(to: RGBA(0, 0, 255, 255)))
        #expect(back.pixel(85 * scale, 50 * scale).isClose(to: RGBA(255, 255, 255, 255)), "the old place is redrawn")
    }

    @Test func boxedValuesAndUIKitsGeometryStrings() {
        let (window, layer) = manualClockWindowWithLayer()
        defer {
            window.isHidden = true
            TandemAnimationClock.useRealTime()
        }
        let move = CAKeyframeAnimation(keyPath: "transform")
        move.values = [
            NSValue(caTransform3D: CATransform3DMakeTranslation(0, 0, 0)),
            NSValue(caTransform3D: CATransform3DMakeTranslation(40, 20, 0)),
        ]
        move.duration = 1
        layer.add(move, forKey: "move")
        let center = CABasicAnimation(keyPath: "anchorPoint")
        center.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        center.toValue = NSValue(cgPoint: CGPoint(x: 1, y: 1))
        center.duration = 1
        layer.add(center, forKey: "anchor")
        TandemAnimationClock.advance(by: 0.5)
        let shown = layer.presentation()
        #expect(shown?.transform.m41 == 20 && shown?.transform.m42 == 10)
        #expect(shown?.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 1)).caTransform3DValue.m22 == 3)
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))

        #expect(NSCoder.cgPoint(for: "{3, -4.5}") == CGPoint(x: 3, y: -4.5))
        #expect(NSCoder.cgRect(for: "{{1,2},{3,4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgSize(for: "{1e2, 5}") == CGSize(width: 100, height: 5))
        #expect(NSCoder.cgPoint(for: "nonsense") == .zero)
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3.5, height: 4)) == "{{1, 2}, {3.5, 4}}")
    }
}
