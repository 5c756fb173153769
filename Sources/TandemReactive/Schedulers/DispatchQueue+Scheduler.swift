import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
    /// Dispatch time as a scheduler time, as in Combine.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        /// Wraps a dispatch time.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// The distance to another time.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let (from, to) = (dispatchTime.uptimeNanoseconds, other.dispatchTime.uptimeNanoseconds)
            return .nanoseconds(to >= from ? Int(clamping: to - from) : -Int(clamping: from - to))
        }

        /// The time advanced by a stride; it saturates at the ends of the clock instead of trapping.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let now = dispatchTime.uptimeNanoseconds
            let step = UInt64(n.magnitude.magnitude)
            let ns = n.magnitude >= 0 ? now.addingReportingOverflow(step) : now.subtractingReportingOverflow(step)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: ns.overflow ? (n.magnitude >= 0 ? .max : 0) : ns.partialValue))
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
            public var magnitude: Int

            /// The interval as a dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// Wraps a dispatch interval.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = Int.saturating(s.multipliedReportingOverflow(by: 1_000_000_000), s >= 0)
                case .milliseconds(let ms): magnitude = Int.saturating(ms.multipliedReportingOverflow(by: 1_000_000), ms >= 0)
                case .microseconds(let us): magnitude = Int.saturating(us.multipliedReportingOverflow(by: 1_000), us >= 0)
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// Seconds.
            public init(floatLiteral value: Double) { magnitude = Int.saturating(value * 1_000_000_000) }
            /// Seconds.
            public init(integerLiteral value: Int) { self = .seconds(value) }
            /// Seconds, when they are a whole number of nanoseconds that fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                let (ns, overflow) = value.multipliedReportingOverflow(by: 1_000_000_000)
                if overflow { return nil }
                magnitude = ns
            }
            private init(nanoseconds: Int) { magnitude = nanoseconds }

            /// Orders intervals.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// Multiplies.
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                let positive = (lhs.magnitude >= 0) == (rhs.magnitude >= 0)
                return Stride(nanoseconds: .saturating(lhs.magnitude.multipliedReportingOverflow(by: rhs.magnitude), positive))
            }
            /// Adds.
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: .saturating(lhs.magnitude.addingReportingOverflow(rhs.magnitude), rhs.magnitude >= 0))
            }
            /// Subtracts.
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: .saturating(lhs.magnitude.subtractingReportingOverflow(rhs.magnitude), rhs.magnitude < 0))
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
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    /// Runs `action` on the queue at `date` and every `interval` after, until cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let work = UncheckedAction(run: action)
        timer.setEventHandler { work.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(Swift.max(1, interval.magnitude)),
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
