import Foundation
import Synchronization
import TandemSupport

/// The time animations run on, and the way tests drive it.
///
/// By default it is the system's monotonic clock: animations progress in
/// real time on the main run loop, one frame per display refresh while
/// something animates, and code that spins the run loop sees them move.
/// A test that wants exact frames stops real time with ``useManualTime()``
/// and moves it with ``advance(by:)``: each call renders the frame of that
/// moment (presentation values, drawing, delegates and completions that are
/// due). ``useRealTime()`` goes back.
///
/// ```swift
/// TandemAnimationClock.useManualTime()
/// defer { TandemAnimationClock.useRealTime() }
/// UIView.animate(withDuration: 1) { box.alpha = 0 }
/// TandemAnimationClock.advance(by: 0.25)
/// box.layer.presentation()?.opacity  // the ease-in-out curve's value at 0.25
/// ```
public enum TandemAnimationClock {
    /// The manual time in nanoseconds, or -1 while the clock follows real time.
    private static let manualNanoseconds = Atomic<Int64>(-1)

    /// The clock's time in seconds (what `CACurrentMediaTime()` returns).
    public static var now: CFTimeInterval {
        let manual = manualNanoseconds.load(ordering: .relaxed)
        return Double(manual >= 0 ? UInt64(manual) : DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Whether tests drive the time (``advance(by:)``) instead of the system clock.
    public static var isManual: Bool { manualNanoseconds.load(ordering: .relaxed) >= 0 }

    /// Stops the clock at the current time; from now on only ``advance(by:)`` moves it.
    @MainActor
    public static func useManualTime() {
        guard !isManual else { return }
        manualNanoseconds.store(Int64(DispatchTime.now().uptimeNanoseconds), ordering: .relaxed)
    }

    /// Lets the clock follow real time again (animations go on from the real time, not the manual one).
    @MainActor
    public static func useRealTime() {
        manualNanoseconds.store(-1, ordering: .relaxed)
        AnimationEngine.requestFrame()
    }

    /// Moves manual time on by `interval` seconds (a negative or non-finite
    /// interval is reported and ignored) and renders the frame of the new
    /// moment. With real time, it does nothing but render a frame.
    @MainActor
    public static func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval >= 0 else {
            Diagnostics.report(
                "CoreAnimation",
                "TandemAnimationClock.advance(by:) ignored the interval \(interval): it must be finite and not negative"
            )
            return
        }
        if isManual {
            let step = Int64((interval * 1e9).rounded())
            manualNanoseconds.add(step, ordering: .relaxed)
        }
        AnimationEngine.renderFrame()
    }

    /// Advances manual time frame by frame (1/60 s) until no animation is
    /// left or `limit` seconds have passed (animations that repeat forever
    /// never end); whether none is left.
    @MainActor @discardableResult
    public static func runAnimationsToEnd(limit: TimeInterval = 60) -> Bool {
        var elapsed = 0.0
        AnimationEngine.renderFrame()
        while AnimationEngine.hasAnimations || AnimationEngine.hasPendingEvents, elapsed < limit {
            advance(by: 1.0 / 60)
            elapsed += 1.0 / 60
        }
        return !AnimationEngine.hasAnimations
    }
}

extension TandemAnimationClock {
    /// Lets what moves come to rest, as XCUITest waits for its app to idle
    /// after an action: with manual time, advances frame by frame; in real
    /// time, runs the main run loop. Stops after `timeout` seconds (of the
    /// clock's time) and carries on, as XCUITest does; whether all rested.
    /// Animations that repeat forever are not waited for.
    @MainActor @discardableResult
    package static func waitForAnimationsToSettle(timeout: TimeInterval = 10) -> Bool {
        let deadline = now + max(0, timeout)
        while AnimationEngine.isSettling {
            guard now < deadline else { return false }
            if isManual {
                advance(by: 1.0 / 60)
            } else {
                _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 1.0 / 60))
            }
        }
        return true
    }
}

/// The time of the animation clock, in seconds (``TandemAnimationClock/now``).
public func CACurrentMediaTime() -> CFTimeInterval {
    TandemAnimationClock.now
}

extension TandemAnimationClock {
    /// Runs what animates now to its end at once, in manual time whatever
    /// the clock (then back to real time if that was it), for tests of
    /// code that animates by default — UIKit's own pushes, pops and
    /// presentations — that look at the state after the animation.
    /// Animations that repeat forever are given up on after `limit` seconds.
    @MainActor
    package static func finishAnimations(limit: TimeInterval = 5) {
        let wasManual = isManual
        if !wasManual { useManualTime() }
        runAnimationsToEnd(limit: limit)
        if !wasManual { useRealTime() }
    }
}
