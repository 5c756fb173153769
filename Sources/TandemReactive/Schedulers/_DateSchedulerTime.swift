import Foundation

/// What `RunLoop.SchedulerTimeType` and `OperationQueue.SchedulerTimeType`
/// share: a `Date` that strides by seconds.
///
/// Combine declares each as its own struct with these same members; Tandem
/// writes the members once, here, and each time type conforms, so the two
/// stay distinct types that code can extend separately. An implementation
/// detail (hence the underscore).
public protocol _DateSchedulerTime: Strideable, Codable, Hashable, Sendable where Stride: _TimeIntervalStride {
    /// The date.
    var date: Date { get set }
    /// The time at `date`.
    init(_ date: Date)
}

extension _DateSchedulerTime {
    /// The seconds from this time to `other`.
    public func distance(to other: Self) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    /// This time moved by `n` seconds.
    public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.timeInterval)) }
    /// Orders times by their dates.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.date < rhs.date }
}
