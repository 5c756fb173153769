import Foundation

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
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let buffer = OutputBuffer("Debounce", downstream: subscriber)
            subscriber.receive(subscription: buffer)
            let (scheduler, options, dueTime) = (scheduler, options, dueTime)
            let lock = Lock()
            var generation = 0
            var pending: Output?
            var subscribed = false
            upstream.subscribe(ClosureSubscriber<Output, Failure>(
                "Debounce", subscription: { subscription in
                    // A second subscription from a misbehaving upstream is cancelled.
                    let first = lock.withLock { () -> Bool in
                        defer { subscribed = true }
                        return !subscribed
                    }
                    guard first else { return subscription.cancel() }
                    buffer.adopt(subscription)
                    subscription.request(.unlimited)
                },
                value: { value in
                    let mine: Int = lock.withLock {
                        generation += 1
                        pending = value
                        return generation
                    }
                    scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
                        let due: Output? = lock.withLock {
                            guard generation == mine else { return nil }
                            defer { pending = nil }
                            return pending
                        }
                        // Without demand at that moment the value is dropped, as in Combine.
                        if let due { buffer.offer(due) }
                    }
                    return .none
                },
                completion: { completion in
                    // A value still waiting for its quiet time when upstream
                    // completes is dropped, as in Combine.
                    lock.withLock {
                        generation += 1
                        pending = nil
                    }
                    scheduler.schedule(options: options) { buffer.finish(completion) }
                }))
        }
    }
}
