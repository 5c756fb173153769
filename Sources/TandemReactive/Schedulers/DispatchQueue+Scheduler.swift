import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
    /// Dispatch time as a scheduler time, as in Combine.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        /// Wraps a dispatch time.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// The distance to another time, in nanoseconds. A distance too
        /// large for `Int`, either way, is `Int.max` (dispatch's "never"),
        /// as in Combine.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let (from, to) = (dispatchTime.uptimeNanoseconds, other.dispatchTime.uptimeNanoseconds)
            let apart = to >= from ? to - from : from - to
            guard apart <= UInt64(Int.max) else { return .nanoseconds(.max) }
            return .nanoseconds(to >= from ? Int(apart) : -Int(apart))
        }

        /// The time advanced by a stride, as Combine computes it: a stride of
        /// `Int.max` nanoseconds (and any sum past the clock's end) is
        /// `DispatchTime.distantFuture`; going back past the clock's start
        /// stops at its first nanosecond.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            if n.magnitude == .max { return SchedulerTimeType(.distantFuture) }
            let now = dispatchTime.uptimeNanoseconds
            let step = UInt64(n.magnitude.magnitude)
            if n.magnitude >= 0 {
                let (sum, overflow) = now.addingReportingOverflow(step)
                return SchedulerTimeType(overflow ? .distantFuture : DispatchTime(uptimeNanoseconds: sum))
            }
            let (difference, overflow) = now.subtractingReportingOverflow(step)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: overflow ? 1 : difference))
        }

        /// Orders times.
        public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds < rhs.dispatchTime.uptimeNanoseconds
        }

        /// Encodes the nanosecond count.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// Decodes the nanosecond count.
        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        /// Hashes the nanosecond count.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// Equal nanosecond counts.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// A signed interval in nanoseconds. Construction and arithmetic
        /// saturate at `Int.min`/`Int.max` nanoseconds instead of trapping, as in Combine.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            /// The interval in nanoseconds.
            public var magnitude: Int {
                get { Int(_nanoseconds) }
                set { _nanoseconds = Int64(newValue) }
            }
            /// The stored nanoseconds, named as in Combine, whose `Codable`
            /// form is keyed by it (`{"_nanoseconds": …}`).
            private var _nanoseconds: Int64

            /// The interval as a dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// Wraps a dispatch interval.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s):
                    _nanoseconds = Int64(Int.saturating(s.multipliedReportingOverflow(by: 1_000_000_000), s >= 0))
                case .milliseconds(let ms):
                    _nanoseconds = Int64(Int.saturating(ms.multipliedReportingOverflow(by: 1_000_000), ms >= 0))
                case .microseconds(let us):
                    _nanoseconds = Int64(Int.saturating(us.multipliedReportingOverflow(by: 1_000), us >= 0))
                case .nanoseconds(let ns): _nanoseconds = Int64(ns)
                case .never: _nanoseconds = .max
                @unknown default: _nanoseconds = .max
                }
            }

            /// Seconds.
            public init(floatLiteral value: Double) { _nanoseconds = Int64(Int.saturating(value * 1_000_000_000)) }
            /// Seconds.
            public init(integerLiteral value: Int) { self = .seconds(value) }
            /// Seconds, when they are a whole number of nanoseconds that fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                let (ns, overflow) = value.multipliedReportingOverflow(by: 1_000_000_000)
                if overflow { return nil }
                _nanoseconds = Int64(ns)
            }
            private init(nanoseconds: Int) { _nanoseconds = Int64(nanoseconds) }

            /// Orders intervals.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The product of two intervals, which Combine's dispatch stride
            /// defines as zero (an interval times an interval is not an
            /// interval); scale by a number with `seconds(_:)` and its kin.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: 0) }
            /// Adds.
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(
                    nanoseconds: .saturating(lhs.magnitude.addingReportingOverflow(rhs.magnitude), rhs.magnitude >= 0))
            }
            /// Subtracts.
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(
                    nanoseconds: .saturating(
                        lhs.magnitude.subtractingReportingOverflow(rhs.magnitude), rhs.magnitude < 0))
            }
            /// Multiplies in place.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            /// Adds in place.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Subtracts in place.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }

            /// Whole seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            /// Seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(nanoseconds: .saturating(s * 1_000_000_000)) }
            /// Milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            /// Microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            /// Nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }
        }
    }

    /// Options for scheduling on a queue.
    public struct SchedulerOptions: @unchecked Sendable {
        /// The quality of service.
        public var qos: DispatchQoS
        /// Work item flags.
        public var flags: DispatchWorkItemFlags
        /// A group to associate the work with.
        public var group: DispatchGroup?

        /// Creates options.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The current time.
    public var now: SchedulerTimeType { SchedulerTimeType(DispatchTime.now()) }
    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Runs `action` asynchronously on the queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(run: action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    /// Runs `action` on the queue at `date` or later.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let work = UncheckedAction(run: action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            work.run()
        }
    }

    /// Runs `action` on the queue at `date` and every `interval` after, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let work = UncheckedAction(run: action)
        timer.setEventHandler { work.run() }
        timer.schedule(
            deadline: date.dispatchTime, repeating: .nanoseconds(Swift.max(1, interval.magnitude)),
            leeway: .nanoseconds(Swift.max(0, tolerance.magnitude)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

extension Int {
    /// An overflowing result clamped to the end it overflowed past: `Int.max`
    /// when the true result is positive, `Int.min` otherwise.
    static func saturating(_ result: (partialValue: Int, overflow: Bool), _ positive: Bool) -> Int {
        guard result.overflow else { return result.partialValue }
        return positive ? .max : .min
    }

    /// A floating-point count clamped to `Int`'s range (NaN is zero).
    static func saturating(_ value: Double) -> Int {
        if value.isNaN { return 0 }
        if value >= 0x1p63 { return .max }
        if value < -0x1p63 { return .min }
        return Int(value)
    }
}
