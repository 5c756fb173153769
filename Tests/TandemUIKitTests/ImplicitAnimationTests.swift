import Foundation
import Testing
import UIKit

@testable import TandemUIKit

/// A layer delegate that answers one action for one key.
private final class ActionGiver: CALayerDelegate {
    let key: String
    let action: CAAction
    init(key: String, action: CAAction) {
        self.key = key
        self.action = action
    }
    func action(for layer: CALayer, forKey event: String) -> CAAction? { event == key ? action : nil }
}

/// Core Animation's implicit animations of standalone layers, on the manual clock.
@MainActor
@Suite(.serialized) struct ImplicitAnimationTests {
    /// A standalone layer in a window, drawn once.
    private func shownLayer(_ layer: CALayer = CALayer()) -> (UIWindow, CALayer) {
        let window = makeWindow(width: 200, height: 200)
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        layer.backgroundColor = UIColor.red.cgColor
        window.layer.addSublayer(layer)
        CATransaction.flush()
        return (window, layer)
    }

    @Test func aDrawnLayersChangeAnimatesOverAQuarterSecondOnTheDefaultCurve() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let (_, layer) = shownLayer()
        layer.opacity = 0
        // The model holds the new value at once; the animation is under the property's name.
        #expect(layer.opacity == 0)
        let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.duration == 0.25)
        // The default curve: control points (0.25, 0.1) and (0.25, 1).
        var point: [Float] = [0, 0]
        animation.timingFunction?.getControlPoint(at: 1, values: &point)
        #expect(point == [0.25, 0.1])
        #expect(animation.fromValue as? NSNumber == 1)
        TandemAnimationClock.advance(by: 0.125)
        let halfway = try #require(layer.presentation()).opacity
        #expect(halfway > 0.05 && halfway < 0.95)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.opacity == 0)
    }

    @Test func aLayerNotYetDrawnAndDisabledActionsDoNotAnimate() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let window = makeWindow(width: 200, height: 200)
        let fresh = CALayer()
        window.layer.addSublayer(fresh)
        fresh.position = CGPoint(x: 80, y: 80)
        #expect(fresh.animationKeys() == nil)
        let (_, layer) = shownLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 100, y: 100)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        // A view's own layer does not animate outside UIView.animate, and has no action.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        CATransaction.flush()
        view.layer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.action(forKey: "opacity") == nil)
    }

    @Test func theTransactionsDurationAndCompletionApply() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let (_, layer) = shownLayer()
        var completed = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { completed = true }
        layer.cornerRadius = 10
        CATransaction.commit()
        #expect((layer.animation(forKey: "cornerRadius"))?.duration == 1)
        TandemAnimationClock.advance(by: 0.5)
        #expect(!completed)
        TandemAnimationClock.runAnimationsToEnd()
        #expect(completed)
    }

    @Test func actionsAndTheDelegateChooseOrStopTheAnimation() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let (_, layer) = shownLayer()
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 120, y: 120)
        #expect(layer.animation(forKey: "position") == nil)
        #expect(layer.action(forKey: "position") == nil)
        // An action without values runs from the drawn value to the new one, with its own timing.
        let slow = CABasicAnimation()
        slow.duration = 2
        let giver = ActionGiver(key: "opacity", action: slow)
        layer.delegate = giver
        layer.opacity = 0.2
        let running = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(running.duration == 2)
        #expect(running.fromValue as? NSNumber == 1)
        #expect(slow.fromValue == nil)
        #expect(layer.action(forKey: "opacity") as? CABasicAnimation === slow)
        withExtendedLifetime(giver) {}
    }

    @Test func aShapeLayersStrokeEndAnimatesImplicitly() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        shape.strokeColor = UIColor.black.cgColor
        let (_, layer) = shownLayer(shape)
        shape.strokeEnd = 0.5
        let animation = try #require(layer.animation(forKey: "strokeEnd") as? CABasicAnimation)
        #expect(animation.fromValue as? NSNumber == 1)
        #expect(animation.toValue as? NSNumber == 0.5)
        TandemAnimationClock.runAnimationsToEnd()
        #expect((layer.presentation() as? CAShapeLayer)?.strokeEnd == 0.5)
    }

    @Test func aTextLayersFontSizeAndColorAnimateImplicitly() throws {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        let text = CATextLayer()
        text.string = "Hello"
        text.fontSize = 12
        text.foregroundColor = UIColor.black.cgColor
        let (_, layer) = shownLayer(text)
        text.fontSize = 24
        text.foregroundColor = UIColor.red.cgColor
        let size = try #require(layer.animation(forKey: "fontSize") as? CABasicAnimation)
        #expect(size.fromValue as? NSNumber == 12 && size.toValue as? NSNumber == 24)
        #expect(layer.animation(forKey: "foregroundColor") is CABasicAnimation)
        TandemAnimationClock.advance(by: CATransaction.animationDuration() / 2)
        let halfway = try #require(layer.presentation() as? CATextLayer)
        #expect(halfway.fontSize > 12 && halfway.fontSize < 24)
        let red = try #require(halfway.foregroundColor?.components)
        #expect(red[0] > 0 && red[0] < 1, "between black and red")
        TandemAnimationClock.runAnimationsToEnd()
        #expect((layer.presentation() as? CATextLayer)?.fontSize == 24)
        // Inside disableActions, at once.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        text.fontSize = 30
        CATransaction.commit()
        #expect(layer.animation(forKey: "fontSize") == nil)
    }
}
