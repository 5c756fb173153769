extension Publishers {
    /// Publishes a value only after the upstream has been quiet for an
    /// interval, as in Combine; a value still waiting when upstream
    /// completes is dropped. Values and the completion arrive on the scheduler.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The quiet time.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The clock and delivery scheduler.
        public let scheduler: Context
        /// Scheduling options.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                DebounceInner(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
        }
    }
}
