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

    /// The clock's start: times in `calls` are nanoseconds after it.
    static let start = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000_000_000))
    private var clock = VirtualScheduler.start
    /// Every call an operator made on the scheduler, in order: "now",
    /// "minimumTolerance", "schedule", "schedule after 10", "schedule after
    /// 10 every 10" (times in nanoseconds since `start`), "cancel".
    private(set) var calls: [String] = []
    var now: SchedulerTimeType {
        calls.append("now")
        return clock
    }
    var minimumTolerance: SchedulerTimeType.Stride {
        calls.append("minimumTolerance")
        return .nanoseconds(0)
    }
    private var entries: [Entry] = []
    private var scheduled = 0

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        calls.append("schedule")
        add(clock, action)
    }

    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) {
        calls.append("schedule after \(VirtualScheduler.start.distance(to: date).magnitude)")
        add(date, action)
    }

    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> Cancellable {
        calls.append(
            "schedule after \(VirtualScheduler.start.distance(to: date).magnitude) every \(interval.magnitude)")
        var cancelled = false
        func fire(at time: SchedulerTimeType) {
            add(time) {
                guard !cancelled else { return }
                action()
                fire(at: time.advanced(by: interval))
            }
        }
        fire(at: date)
        return AnyCancellable { [weak self] in
            self?.calls.append("cancel")
            cancelled = true
        }
    }

    /// Forgets the calls made so far.
    func clearCalls() { calls = [] }

    /// Runs, in order, every action due by `now + stride`, then sets the clock there.
    func advance(by stride: SchedulerTimeType.Stride = .nanoseconds(0)) {
        let target = clock.advanced(by: stride)
        while let next = entries.indices.filter({ entries[$0].time <= target })
            .min(by: { (entries[$0].time, entries[$0].order) < (entries[$1].time, entries[$1].order) })
        {
            let entry = entries.remove(at: next)
            if entry.time > clock { clock = entry.time }
            entry.action()
        }
        clock = target
    }

    private func add(_ time: SchedulerTimeType, _ action: @escaping () -> Void) {
        scheduled += 1
        entries.append(Entry(time: time, order: scheduled, action: action))
    }
}
