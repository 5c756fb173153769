import Foundation

extension RunLoop: Scheduler {
    /// Options for run-loop scheduling: none.
    public struct SchedulerOptions: Sendable {}

    /// The current time.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` on a later turn of this run loop (default mode).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(run: action)
        perform { work.run() }
    }

    /// Runs `action` on this run loop at `date` or later.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let work = UncheckedAction(run: action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
    }

    /// Runs `action` on this run loop at `date` and every `interval` after, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let work = UncheckedAction(run: action)
        let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in work.run() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
        let box = UncheckedTimer(timer: timer)
        return AnyCancellable { box.timer.invalidate() }
    }
}

struct UncheckedTimer: @unchecked Sendable {
    let timer: Timer
}
