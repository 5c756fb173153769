public import Foundation
import TandemGraphics
import TandemUIKit

extension XCUIElement {
    /// Pinches the element with two fingers: `scale` is the fingers' final
    /// distance over their first (between 0 and 1 pinches close, above 1
    /// opens), reached at `velocity` scale factor per second (its sign is
    /// ignored). The fingers sit on a horizontal line through the element's
    /// middle, as far apart as its visible frame allows for the larger of
    /// the two distances; a scale the frame cannot hold (fingers closer than
    /// two points), a scale that is not positive or a velocity of 0 fails
    /// the test, as XCUITest fails a pinch it cannot make.
    public func pinch(withScale scale: CGFloat, velocity: CGFloat) {
        guard let (window, area) = gestureArea(for: "pinch") else { return }
        guard scale > 0, scale.isFinite, velocity != 0, velocity.isFinite else {
            TestFailure.record("Failed to pinch \(path): the scale must be positive and the velocity not 0.")
            return
        }
        let widest = area.width * 0.8
        let first = scale > 1 ? widest / scale : widest
        let last = first * scale
        guard min(first, last) >= 2 else {
            TestFailure.record(
                "Failed to pinch \(path): a scale of \(scale) does not fit its frame (\(area.width) points wide).")
            return
        }
        let center = CGPoint(x: area.midX, y: area.midY)
        let duration = min(10, max(0.05, abs(scale - 1) / abs(velocity)))
        let count = max(4, min(120, Int(duration / 0.016)))
        let steps = (0...count).map { step -> [CGPoint] in
            let distance = first + (last - first) * CGFloat(step) / CGFloat(count)
            return [
                CGPoint(x: center.x - distance / 2, y: center.y), CGPoint(x: center.x + distance / 2, y: center.y),
            ]
        }
        InputDriver.multiTouch(steps, duration: duration, time: InputDriver.startTime(), in: window)
        InputDriver.settle()
    }

    /// Rotates two fingers about the element's middle by `rotation` radians
    /// (positive: clockwise on screen, as `UIRotationGestureRecognizer`
    /// measures it) at `velocity` radians per second (its sign is ignored).
    /// The fingers start on a horizontal line, on a circle as wide as 70%
    /// of the smaller side of the element's visible frame; a velocity of 0,
    /// or a frame too small to hold two fingers, fails the test.
    public func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat) {
        guard let (window, area) = gestureArea(for: "rotate") else { return }
        guard rotation.isFinite, velocity != 0, velocity.isFinite else {
            TestFailure.record("Failed to rotate \(path): the rotation must be finite and the velocity not 0.")
            return
        }
        let radius = min(area.width, area.height) * 0.35
        guard radius >= 1 else {
            TestFailure.record("Failed to rotate \(path): its frame is too small for two fingers.")
            return
        }
        let center = CGPoint(x: area.midX, y: area.midY)
        let duration = min(10, max(0.05, abs(rotation) / abs(velocity)))
        // Steps short enough in time and in angle that a recognizer follows each finger.
        let count = max(4, min(240, max(Int(duration / 0.016), Int(abs(rotation) / (.pi / 12)) + 1)))
        let steps = (0...count).map { step -> [CGPoint] in
            let angle = rotation * CGFloat(step) / CGFloat(count)
            let dx = radius * cos(angle), dy = radius * sin(angle)
            return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
        }
        InputDriver.multiTouch(steps, duration: duration, time: InputDriver.startTime(), in: window)
        InputDriver.settle()
    }

    /// The window to send a two-finger gesture to and the element's visible
    /// frame in it, or nil after recording why not.
    private func gestureArea(for doing: String) -> (UIWindow, CGRect)? {
        guard let node = node(for: "\(doing) \(path)") else { return nil }
        guard let window = node.view?.window ?? application.window else {
            TestFailure.record("Failed to \(doing) \(path): it is in no window")
            return nil
        }
        let area = window.rectFromScreen(node.frame).intersection(window.bounds)
        guard !area.isNull, area.width > 0, area.height > 0 else {
            TestFailure.record("Failed to \(doing) \(path): it is not on screen (frame \(node.frame)).")
            return nil
        }
        return (window, area)
    }
}
