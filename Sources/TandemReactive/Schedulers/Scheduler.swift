import Foundation

/// A way to run work now, later, or repeatedly, as in Combine.
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's notion of time.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for scheduling.
    associatedtype SchedulerOptions

    /// The current time.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance the scheduler honors.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as possible.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` or later.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)
    /// Runs `action` at `date`, then every `interval`, until the result is cancelled.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable
}

extension Scheduler {
    /// Runs `action` as soon as possible, without options.
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    /// Runs `action` at `date` or later, with the minimum tolerance.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date` or later.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date` and every `interval` after.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date` and every `interval` after, with the minimum tolerance.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A time interval a scheduler understands, built from seconds and their fractions.
public protocol SchedulerTimeIntervalConvertible {
    /// Whole seconds.
    static func seconds(_ s: Int) -> Self
    /// Seconds.
    static func seconds(_ s: Double) -> Self
    /// Milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// Microseconds.
    static func microseconds(_ us: Int) -> Self
    /// Nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// Carries a closure across threads where the scheduler guarantees ordering.
struct UncheckedAction: @unchecked Sendable {
    let run: () -> Void
}

/// A scheduler that runs everything at once, on the calling thread, as in Combine.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// Time for the immediate scheduler: a counter that never advances.
    public struct SchedulerTimeType: Strideable, Sendable {
        /// A step of immediate time.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, SchedulerTimeIntervalConvertible,
            Codable,
            Hashable, Sendable
        {
            /// The step's size.
            public var magnitude: Int
            /// Creates a step.
            public init(_ value: Int) { magnitude = value }
            /// Creates a step.
            public init(integerLiteral value: Int) { magnitude = value }
            /// Creates a step (rounded toward zero; clamped to `Int`'s range rather than trapping).
            public init(floatLiteral value: Double) { magnitude = .saturating(value) }
            /// Creates a step from an integer.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }
            /// Orders steps.
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
            /// A step of zero.
            public static func seconds(_ s: Int) -> Stride { 0 }
            /// A step of zero.
            public static func seconds(_ s: Double) -> Stride { 0 }
            /// A step of zero.
            public static func milliseconds(_ ms: Int) -> Stride { 0 }
            /// A step of zero.
            public static func microseconds(_ us: Int) -> Stride { 0 }
            /// A step of zero.
            public static func nanoseconds(_ ns: Int) -> Stride { 0 }
        }

        /// The distance to another time: zero.
        public func distance(to other: SchedulerTimeType) -> Stride { 0 }
        /// The time advanced by a step: the same time.
        public func advanced(by n: Stride) -> SchedulerTimeType { self }
    }

    /// Options: none.
    public typealias SchedulerOptions = Never

    /// The shared instance.
    public static let shared = ImmediateScheduler()

    /// The current time (always the same).
    public var now: SchedulerTimeType { SchedulerTimeType() }
    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` now.
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
    /// Runs `action` now, ignoring the date.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) {
        action()
    }
    /// Runs `action` once, now; repetition is not possible on an immediate scheduler.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}
