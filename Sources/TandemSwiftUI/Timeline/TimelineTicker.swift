import Foundation
import TandemUIKit

/// Moves a ``TimelineView`` from entry to entry of its schedule on the
/// animation clock: a frame observer (every frame for an animation
/// schedule, which asks for frames; at each frame that passes the next
/// entry otherwise) and, in real time, a one-shot timer for the next
/// entry, so that a view updating every minute costs nothing in between.
@MainActor
final class TimelineTicker: AnimationFrameObserver {
    private let clockStart = TandemAnimationClock.now
    private let dateStart = Date()
    /// The date the content shows (nil until first asked).
    private var shown: Date?
    /// The next entry after the one shown (nil: none is due).
    private var next: Date?
    /// Whether it updates every frame (an animation schedule that is not paused).
    private var live = false
    private var minimumInterval: TimeInterval = 0
    private var entriesAt: ((Date) -> (current: Date?, next: Date?))?
    private var onTick: (() -> Void)?
    private var timer: Timer?
    private var isRunning = false

    /// Now on the timeline: the wall clock when the ticker was made, moved on by the animation clock
    /// (so tests that drive the clock drive the timeline).
    var now: Date { dateStart.addingTimeInterval(TandemAnimationClock.now - clockStart) }

    /// The date the content shows for `schedule`: the entry at or before now.
    func date(for schedule: some TimelineSchedule) -> Date {
        if let shown { return shown }
        let date = Self.entries(of: schedule, at: now).current ?? now
        shown = date
        return date
    }

    /// The entry of `schedule` at or before `date`, and the next one after it.
    static func entries(of schedule: some TimelineSchedule, at date: Date) -> (current: Date?, next: Date?) {
        var current: Date?
        var iterator = schedule.entries(from: date, mode: .normal).makeIterator()
        // An explicit schedule may list many past dates; a runaway one is cut off.
        for _ in 0..<100_000 {
            guard let entry = iterator.next() else { return (current, nil) }
            if entry > date { return (current, entry) }
            current = entry
        }
        return (current, nil)
    }

    /// Starts following `schedule`; `onTick` runs at each entry (it invalidates the view).
    func start<Schedule: TimelineSchedule>(_ schedule: Schedule, onTick: @escaping () -> Void) {
        self.onTick = onTick
        entriesAt = { Self.entries(of: schedule, at: $0) }
        if let animation = schedule as? AnimationTimelineSchedule {
            live = !animation.paused
            minimumInterval = animation.minimumInterval ?? 0
        } else {
            live = false
        }
        isRunning = true
        let date = now
        let found = Self.entries(of: schedule, at: date)
        if shown == nil { shown = found.current ?? date }
        next = found.next
        AnimationEngine.addFrameObserver(self)
        scheduleTimer()
    }

    /// Stops following the schedule (the view left the screen).
    func stop() {
        isRunning = false
        timer?.invalidate()
        timer = nil
        AnimationEngine.removeFrameObserver(self)
    }

    var wantsFrames: Bool { isRunning && live }

    func animationFrame(at time: CFTimeInterval) { check() }

    /// Moves to the entry due now, if one is.
    private func check() {
        guard isRunning else { return }
        let date = now
        if live {
            if let shown, date.timeIntervalSince(shown) < minimumInterval { return }
            shown = date
            onTick?()
            return
        }
        guard let due = next, due <= date, let found = entriesAt?(date) else { return }
        shown = found.current ?? due
        next = found.next
        onTick?()
        scheduleTimer()
    }

    /// In real time, wakes the run loop at the next entry (manual time moves only with the clock).
    private func scheduleTimer() {
        timer?.invalidate()
        timer = nil
        // A paused animation schedule's next entry is at infinity: no timer.
        guard !live, !TandemAnimationClock.isManual, let next, next.timeIntervalSince(now).isFinite else { return }
        let made = Timer(timeInterval: max(0, next.timeIntervalSince(now)), repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.check()
            }
        }
        RunLoop.main.add(made, forMode: .common)
        timer = made
    }
}
