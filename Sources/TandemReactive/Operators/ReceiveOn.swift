import Foundation

extension Publishers {
    /// Delivers values and completion on a scheduler, in order, as in Combine.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Where values are delivered.
        public let scheduler: Context
        /// Scheduling options.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches a subscriber.
        @inlinable public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (scheduler, options) = (scheduler, options)
            upstream.subscribe(
                ScheduledInner("ReceiveOn", downstream: subscriber, scheduler: scheduler) {
                    scheduler.schedule(options: options, $0)
                })
        }
    }
}
