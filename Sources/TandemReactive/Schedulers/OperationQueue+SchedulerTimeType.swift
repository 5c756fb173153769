import Foundation

extension OperationQueue {
    /// Operation-queue time: a date, with strides in seconds (as in Combine).
    public struct SchedulerTimeType: _DateSchedulerTime {
        /// The date.
        public var date: Date
        /// The time at `date`.
        public init(_ date: Date) { self.date = date }

        /// An interval in seconds.
        public struct Stride: _TimeIntervalStride {
            /// The interval in seconds.
            public var magnitude: TimeInterval
            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        }
    }
}
