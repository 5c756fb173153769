import Foundation
import TandemGraphics

/// A window's touch sequence in progress, made from pointer input, and the
/// last tap (taps close in time and place count up, as double taps do). A
/// class, so that input arriving while an event is delivered (from a
/// `touchesBegan`, say) is handled, not an exclusivity violation.
@preconcurrency @MainActor
final class TouchInputState {
    /// Seconds within which a tap continues the previous one's count.
    static let multiTapInterval: TimeInterval = 0.35
    /// Points within which a tap continues the previous one's count.
    static let multiTapDistance: CGFloat = 10

    private var touch: UITouch?
    private var event: UIEvent?
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?

    func handle(_ input: PointerInput, in window: UIWindow) {
        let time = input.timestamp ?? ProcessInfo.processInfo.systemUptime
        let location = input.location
        switch input.action {
        case .down:
            // A down while a sequence is open ends the old one first (a lost up).
            if touch != nil { finish(.cancelled, at: location, time: time, in: window) }
            let touch = UITouch()
            touch.window = window
            touch.phase = .began
            touch.timestamp = time
            touch.windowLocation = location
            touch.previousWindowLocation = location
            touch.firstWindowLocation = location
            if let last = lastTap, time - last.time <= Self.multiTapInterval,
                hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multiTapDistance
            {
                touch.tapCount = last.count + 1
            }
            let event = UIEvent(type: .touches)
            event.timestamp = time
            event.touchList = [touch]
            let origin = window.bounds.origin
            touch.view = window.hitTest(CGPoint(x: location.x + origin.x, y: location.y + origin.y), with: event)
            self.touch = touch
            self.event = event
            window.sendEvent(event)
        case .moved:
            guard let touch, let event else { return }
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = location
            touch.phase = location == touch.previousWindowLocation ? .stationary : .moved
            touch.timestamp = time
            event.timestamp = time
            window.sendEvent(event)
        case .up:
            guard let touch else { return }
            // Only a tap (a finger that stayed put) counts towards the next tap's count.
            let start = touch.firstWindowLocation
            let stayed = hypot(location.x - start.x, location.y - start.y) <= Self.multiTapDistance
            lastTap = stayed ? (time, location, touch.tapCount) : nil
            finish(.ended, at: location, time: time, in: window)
        case .cancelled:
            lastTap = nil
            finish(.cancelled, at: location, time: time, in: window)
        }
    }

    private func finish(_ phase: UITouch.Phase, at location: CGPoint, time: TimeInterval, in window: UIWindow) {
        guard let touch, let event else { return }
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = location
        touch.phase = phase
        touch.timestamp = time
        event.timestamp = time
        self.touch = nil
        self.event = nil
        window.sendEvent(event)
    }
}
