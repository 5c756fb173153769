import Foundation

extension Publishers {
    /// Finishes (or fails with a custom error) when the upstream is silent
    /// for an interval, as in Combine. Values and the completion arrive on the
    /// scheduler; demand passes through to upstream (see `TimeoutInner`).
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The allowed silence.
        public let interval: Context.SchedulerTimeType.Stride
        /// The clock scheduler.
        public let scheduler: Context
        /// Scheduling options.
        public let options: Context.SchedulerOptions?
        /// The error to fail with; nil finishes normally.
        public let customError: (() -> Upstream.Failure)?

        /// Creates the publisher.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?, customError: (() -> Upstream.Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                TimeoutInner(
                    downstream: subscriber, scheduler: scheduler, interval: interval, options: options,
                    customError: customError))
        }
    }
}
