import Combine
import Dispatch

/// A scheduler whose clock moves only when the test advances it: scheduled
/// actions run in time order (then in the order scheduled) inside
/// `advance(by:)`, so time-based operators are tested without waiting and
/// without flakiness, and "delivered on the scheduler" is observable (nothing
/// runs until the test advances). Its time type is the dispatch one.
final class VirtualScheduler: Scheduler, @unchecked Sendable {
    typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    typealias SchedulerOptions = Never

    private struct Entry {
        let time: SchedulerTimeType
        let order: Int
        let action: () -> Void
    }

    private(set) var now = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000_000_000))
    var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }
    private var entries: [Entry] = []
    private var scheduled = 0

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        add(now, action)
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) {
        add(date, action)
    }

    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> Cancellable {
        var cancelled = false
        func fire(at time: SchedulerTimeType) {
            add(time) {
                guard !cancelled else { return }
                action()
                fire(at: time.advanced(by: interval))
            }
        }
        fire(at: date)
        return AnyCancellable { cancelled = true }
    }

    /// Runs, in order, every action due by `now + stride`, then sets the clock there.
    func advance(by stride: SchedulerTimeType.Stride = .nanoseconds(0)) {
        let target = now.advanced(by: stride)
        while let next = entries.indices.filter({ entries[$0].time <= target })
            .min(by: { (entries[$0].time, entries[$0].order) < (entries[$1].time, entries[$1].order) })
        {
            let entry = entries.remove(at: next)
            if entry.time > now { now = entry.time }
            entry.action()
        }
        now = target
    }

    private func add(_ time: SchedulerTimeType, _ action: @escaping () -> Void) {
        scheduled += 1
        entries.append(Entry(time: time, order: scheduled, action: action))
    }
}
