import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// A view that logs the touches it receives, with their locations in itself.
final class TouchLoggingView: UIView {
    var log: [String] = []
    var handles = true

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard handles else { return super.touchesBegan(touches, with: event) }
        record("began", touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard handles else { return super.touchesMoved(touches, with: event) }
        record("moved", touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard handles else { return super.touchesEnded(touches, with: event) }
        record("ended", touches)
    }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        let p = touch.location(in: self)
        log.append("\(phase) \(Int(p.x)),\(Int(p.y)) taps \(touch.tapCount)")
    }
}

@MainActor
@Suite struct TouchDeliveryTests {
    @Test func hitTestingFindsTheFrontmostInteractiveView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 190), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
        // Hidden, non-interactive and nearly transparent views are skipped with their subtrees.
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.alpha = 1
        // A subview drawn outside its superview's bounds is not hit there (as in UIKit).
        child.frame = CGRect(x: 120, y: 0, width: 40, height: 40)
        #expect(root.hitTest(CGPoint(x: 185, y: 60), with: nil) === root)
        // Transforms are followed.
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        front.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
    }

    @Test func aTouchSequenceBelongsToTheViewItBeganIn() {
        let window = makeWindow(width: 200, height: 200)
        let view = TouchLoggingView(frame: CGRect(x: 20, y: 30, width: 50, height: 50))
        window.addSubview(view)
        window.handlePointerInput(PointerInput(.down, at: CGPoint(x: 25, y: 35), timestamp: 1))
        window.handlePointerInput(PointerInput(.moved, at: CGPoint(x: 150, y: 150), timestamp: 1.1))
        window.handlePointerInput(PointerInput(.up, at: CGPoint(x: 160, y: 150), timestamp: 1.2))
        #expect(view.log == ["began 5,5 taps 1", "moved 130,120 taps 1", "ended 140,120 taps 1"])
    }

    @Test func quickTapsInOnePlaceCountUp() {
        let window = makeWindow(width: 200, height: 200)
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.synthesizeTap(at: CGPoint(x: 10, y: 10), time: 5)
        window.synthesizeTap(at: CGPoint(x: 12, y: 11), time: 5.2)
        window.synthesizeTap(at: CGPoint(x: 12, y: 11), time: 6)
        #expect(view.log.map { $0.suffix(6) } == ["taps 1", "taps 1", "taps 2", "taps 2", "taps 1", "taps 1"])
    }

    @Test func unhandledTouchesGoUpTheResponderChain() {
        let window = makeWindow(width: 200, height: 200)
        let parent = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = TouchLoggingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.handles = false
        parent.addSubview(child)
        window.addSubview(parent)
        window.synthesizeTap(at: CGPoint(x: 15, y: 15), time: 0)
        #expect(child.log.isEmpty)
        #expect(parent.log == ["began 15,15 taps 1", "ended 15,15 taps 1"])
    }
}
