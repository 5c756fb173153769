import Foundation
import TandemUIKit

/// Sends synthesized input to a window as a display would, and lets what
/// it starts run: the commit (views update and lay out) and the run loop's
/// due timers (a long press's, a double tap's wait).
@preconcurrency @MainActor
enum InputDriver {
    /// The time of the last input sent. Each gesture starts at least a second
    /// after the last one ended, as a person's would: two `tap()` calls are
    /// two taps, not a double tap, however fast the test runs.
    private static var lastTime: TimeInterval = 0

    /// A time for the next gesture's first event.
    static func startTime() -> TimeInterval {
        lastTime = max(ProcessInfo.processInfo.systemUptime, lastTime + 1)
        return lastTime
    }

    /// Sends `action` at `point` (window coordinates) at `time`.
    static func send(_ action: PointerInput.Action, at point: CGPoint, time: TimeInterval, to window: UIWindow) {
        lastTime = max(lastTime, time)
        window.handlePointerInput(PointerInput(action, at: point, timestamp: time))
    }

    /// A finger down and up at `point`, starting at `time`.
    static func tap(at point: CGPoint, time: TimeInterval, in window: UIWindow) {
        window.synthesizeTap(at: point, time: time)
        lastTime = max(lastTime, time + 0.05)
    }

    /// A finger down at `start`, moved in twelve even steps to `end` over `duration`, then up.
    static func drag(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval, time: TimeInterval, in window: UIWindow
    ) {
        let offsets = UIWindow.straightOffsets(from: start, to: end, steps: 12)
        window.synthesizeDrag(from: start, by: offsets, time: time, interval: duration / 12, lift: 0.01)
        lastTime = max(lastTime, time + duration + 0.01)
    }

    /// Two or more fingers down at `steps[0]`, moved through each later
    /// step in even intervals over `duration`, then up: a pinch or a rotation.
    static func multiTouch(_ steps: [[CGPoint]], duration: TimeInterval, time: TimeInterval, in window: UIWindow) {
        let interval = duration / Double(max(1, steps.count - 1))
        window.synthesizeMultiTouch(steps, time: time, interval: interval)
        lastTime = max(lastTime, time + interval * Double(steps.count))
    }

    /// Lets what input started run: the commit, then the run loop's due
    /// timers and sources, then the commit again; then, as XCUITest waits
    /// for its app to idle, the animations it started (a scroll view's
    /// deceleration, a push) until they rest — frame by frame at once with
    /// manual time (``TandemAnimationClock/useManualTime()``), in real time
    /// otherwise; never longer than ten seconds; then the commit once more.
    static func settle() {
        Commit.run()
        _ = RunLoop.current.run(mode: .default, before: Date())
        Commit.run()
        TandemAnimationClock.waitForAnimationsToSettle()
        // What the animations' completions changed is applied too (an
        // alert dismissed with a fade sets its binding back as it ends;
        // in real time the run loop may stop before that commit runs).
        Commit.run()
    }

    /// Runs the run loop (timers fire, commits run) for `seconds` of real time.
    static func pause(_ seconds: TimeInterval) {
        let end = Date(timeIntervalSinceNow: seconds)
        while Date() < end {
            Commit.run()
            _ = RunLoop.current.run(mode: .default, before: min(end, Date(timeIntervalSinceNow: 0.01)))
        }
        Commit.run()
    }

    /// Settles until `condition` holds or `timeout` seconds pass; whether it held.
    static func wait(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        let end = Date(timeIntervalSinceNow: max(0, timeout))
        while true {
            settle()
            if condition() { return true }
            if Date() >= end { return false }
            _ = RunLoop.current.run(mode: .default, before: min(end, Date(timeIntervalSinceNow: 0.01)))
        }
    }

    /// Settles until `condition` holds or `timeout` seconds pass, suspending
    /// between checks so that the main queue's work runs; whether it held.
    static func wait(timeout: TimeInterval, until condition: () -> Bool) async -> Bool {
        let end = Date(timeIntervalSinceNow: max(0, timeout))
        while true {
            settle()
            if condition() { return true }
            if Date() >= end { return false }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
    }
}
