import Foundation
import TandemGraphics

/// A window's touch sequence in progress, made from pointer input (one
/// touch per finger, all in one event while any is down), and the last tap
/// (taps close in time and place count up, as double taps do). A class, so
/// that input arriving while an event is delivered (from a `touchesBegan`,
/// say) is handled, not an exclusivity violation.
@preconcurrency @MainActor
final class TouchInputState {
    /// Seconds within which a tap continues the previous one's count.
    static let multiTapInterval: TimeInterval = 0.35
    /// Points within which a tap continues the previous one's count.
    static let multiTapDistance: CGFloat = 10

    /// The fingers down, by finger number.
    private var touches: [Int: UITouch] = [:]
    private var event: UIEvent?
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?

    func handle(_ input: PointerInput, in window: UIWindow) {
        if let center = input.mirrorCenter {
            // Two fingers: this one, and one mirrored about the center.
            var primary = input
            primary.mirrorCenter = nil
            var mirrored = primary
            mirrored.finger = input.finger + 1
            mirrored.location = CGPoint(x: 2 * center.x - input.location.x, y: 2 * center.y - input.location.y)
            handle(primary, in: window)
            handle(mirrored, in: window)
            return
        }
        let time = input.timestamp ?? ProcessInfo.processInfo.systemUptime
        let location = input.location
        let finger = input.finger
        switch input.action {
        case .down:
            // A down while the finger is down ends its old touch first (a lost up).
            if touches[finger] != nil { finish(finger, .cancelled, at: location, time: time, in: window) }
            let touch = UITouch()
            touch.window = window
            touch.phase = .began
            touch.timestamp = time
            touch.windowLocation = location
            touch.previousWindowLocation = location
            touch.firstWindowLocation = location
            if touches.isEmpty, let last = lastTap, time - last.time <= Self.multiTapInterval,
                hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multiTapDistance
            {
                touch.tapCount = last.count + 1
            }
            let event = self.event ?? UIEvent(type: .touches)
            event.timestamp = time
            holdStill(except: nil)
            touches[finger] = touch
            event.touchList = orderedTouches
            let origin = window.bounds.origin
            touch.view = window.hitTest(CGPoint(x: location.x + origin.x, y: location.y + origin.y), with: event)
            self.event = event
            window.sendEvent(event)
        case .moved:
            guard let touch = touches[finger], let event else { return }
            holdStill(except: touch)
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = location
            touch.phase = location == touch.previousWindowLocation ? .stationary : .moved
            touch.timestamp = time
            event.timestamp = time
            window.sendEvent(event)
        case .up:
            guard let touch = touches[finger] else { return }
            // Only a tap (one finger that stayed put) counts towards the next tap's count.
            let start = touch.firstWindowLocation
            let stayed =
                touches.count == 1 && hypot(location.x - start.x, location.y - start.y) <= Self.multiTapDistance
            lastTap = stayed ? (time, location, touch.tapCount) : nil
            finish(finger, .ended, at: location, time: time, in: window)
        case .cancelled:
            lastTap = nil
            finish(finger, .cancelled, at: location, time: time, in: window)
        }
    }

    /// The touches down, by finger number.
    private var orderedTouches: [UITouch] {
        touches.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Marks every touch but `moving` as not having moved in this event.
    private func holdStill(except moving: UITouch?) {
        for touch in touches.values where touch !== moving { touch.phase = .stationary }
    }

    private func finish(
        _ finger: Int, _ phase: UITouch.Phase, at location: CGPoint, time: TimeInterval, in window: UIWindow
    ) {
        guard let touch = touches[finger], let event else { return }
        holdStill(except: touch)
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = location
        touch.phase = phase
        touch.timestamp = time
        event.timestamp = time
        // Forgotten before delivery: input arriving from a `touchesEnded` starts afresh.
        touches[finger] = nil
        if touches.isEmpty { self.event = nil }
        window.sendEvent(event)
        if !touches.isEmpty, self.event === event { event.touchList = orderedTouches }
    }
}
