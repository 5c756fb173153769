import Foundation

extension OperationQueue: Scheduler {
    /// Options for operation-queue scheduling: none.
    public struct SchedulerOptions: Sendable {}

    /// The current time.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Adds `action` as an operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(run: action)
        addOperation { work.run() }
    }

    /// Adds `action` as an operation at `date` or later.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let work = UncheckedAction(run: action)
        let queue = UncheckedQueue(queue: self)
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, date.date.timeIntervalSinceNow)) {
            queue.queue.addOperation { work.run() }
        }
    }

    /// Adds `action` as an operation at `date` and every `interval` after, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let work = UncheckedAction(run: action)
        let queue = UncheckedQueue(queue: self)
        return DispatchQueue.global().schedule(
            after: DispatchQueue.global().now.advanced(by: .seconds(max(0, date.date.timeIntervalSinceNow))),
            interval: .seconds(interval.timeInterval), tolerance: .seconds(tolerance.timeInterval), options: nil
        ) {
            queue.queue.addOperation { work.run() }
        }
    }
}

struct UncheckedQueue: @unchecked Sendable {
    let queue: OperationQueue
}
