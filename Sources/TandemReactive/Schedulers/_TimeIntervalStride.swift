import Foundation

/// What the strides of `RunLoop.SchedulerTimeType` and
/// `OperationQueue.SchedulerTimeType` share: an interval in seconds with the
/// arithmetic a scheduler needs.
///
/// Combine declares each stride as its own struct with these same members;
/// Tandem writes the members once, here, and each stride conforms. The
/// protocol is an implementation detail (hence the underscore): code written
/// for Combine names the strides, not it.
public protocol _TimeIntervalStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral, Hashable, Codable, Sendable
where Magnitude == TimeInterval, IntegerLiteralType == TimeInterval, FloatLiteralType == TimeInterval {
    /// The interval in seconds.
    var magnitude: TimeInterval { get set }
    /// An interval of `timeInterval` seconds.
    init(_ timeInterval: TimeInterval)
}

extension _TimeIntervalStride {
    /// The interval in seconds.
    public var timeInterval: TimeInterval { magnitude }

    /// Seconds.
    public init(floatLiteral value: TimeInterval) { self.init(value) }
    /// Seconds (Combine's literal type for these strides is `TimeInterval`).
    public init(integerLiteral value: TimeInterval) { self.init(value) }
    /// Seconds, when `source` converts exactly.
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        self.init(value)
    }

    /// Orders intervals.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    /// Multiplies.
    public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
    /// Adds.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
    /// Subtracts.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
    /// Multiplies in place.
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    /// Adds in place.
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    /// Subtracts in place.
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

    /// Whole seconds.
    public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
    /// Seconds.
    public static func seconds(_ s: Double) -> Self { Self(s) }
    /// Milliseconds.
    public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1_000) }
    /// Microseconds.
    public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1_000_000) }
    /// Nanoseconds.
    public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1_000_000_000) }
}
