import Foundation

/// Time as a `Date`, for run-loop and operation-queue schedulers, as in Combine.
///
/// Combine gives `RunLoop` and `OperationQueue` each its own nested
/// `SchedulerTimeType`; here both are this one generic struct specialized by
/// its owner, so `RunLoop.SchedulerTimeType` and
/// `OperationQueue.SchedulerTimeType` (and their `Stride`s) are distinct
/// types, and code that extends both compiles as on Apple's systems.
public struct DateSchedulerTime<Owner: AnyObject>: Strideable, Codable, Hashable, Sendable {
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
