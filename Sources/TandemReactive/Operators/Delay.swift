import Foundation

extension Publishers {
    /// Delays every value and the completion by an interval, as in Combine.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The delay.
        public let interval: Context.SchedulerTimeType.Stride
        /// The allowed lateness.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// The clock and delivery scheduler.
        public let scheduler: Context
        /// Scheduling options.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches a subscriber.
        @inlinable public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, interval, tolerance, options) = (scheduler, interval, tolerance, options)
            upstream.subscribe(
                ScheduledInner("Delay", downstream: subscriber, scheduler: scheduler) { action in
                    scheduler.schedule(
                        after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
                })
        }
    }
}
