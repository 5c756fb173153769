import Foundation

/// Time as a `Date`, for run-loop and operation-queue schedulers, as in Combine.
public struct DateSchedulerTime: Strideable, Codable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// Wraps a date.
    public init(_ date: Date) { self.date = date }

    /// The distance to another time.
    public func distance(to other: DateSchedulerTime) -> Stride { Stride(other.date.timeIntervalSince(date)) }

    /// The time advanced by a stride.
    public func advanced(by n: Stride) -> DateSchedulerTime { DateSchedulerTime(date.addingTimeInterval(n.timeInterval)) }

    /// Orders times.
    public static func < (lhs: DateSchedulerTime, rhs: DateSchedulerTime) -> Bool { lhs.date < rhs.date }

    /// An interval in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
        Hashable, Codable, Sendable
    {
        /// The interval in seconds.
        public var magnitude: TimeInterval
        /// The interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// Wraps seconds.
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        /// Seconds.
        public init(floatLiteral value: Double) { magnitude = value }
        /// Seconds.
        public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
        /// Seconds, when exact.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = TimeInterval(exactly: source) else { return nil }
            magnitude = value
        }

        /// Orders intervals.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        /// Multiplies.
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        /// Adds.
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        /// Subtracts.
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        /// Multiplies in place.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        /// Adds in place.
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        /// Subtracts in place.
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

        /// Whole seconds.
        public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
        /// Seconds.
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        /// Milliseconds.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
        /// Microseconds.
        public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
        /// Nanoseconds.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }
    }
}

extension RunLoop: Scheduler {
    /// Run-loop time: a date.
    public typealias SchedulerTimeType = DateSchedulerTime

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

extension OperationQueue: Scheduler {
    /// Operation-queue time: a date.
    public typealias SchedulerTimeType = DateSchedulerTime

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

struct UncheckedTimer: @unchecked Sendable {
    let timer: Timer
}

struct UncheckedQueue: @unchecked Sendable {
    let queue: OperationQueue
}
