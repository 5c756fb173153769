import Foundation

extension Publishers {
    /// Subscribes to (and requests from, and cancels) the upstream on a scheduler, as in Combine.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Where subscription work happens.
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
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (upstream, scheduler, options) = (upstream, scheduler, options)
            // Only the first subscription reaches the subscriber; a second one
            // from a misbehaving upstream is cancelled, as in Combine.
            let lock = Lock()
            var subscribed = false
            scheduler.schedule(options: options) {
                upstream.subscribe(ClosureSubscriber<Output, Failure>(
                    "SubscribeOn",
                    subscription: { subscription in
                        let first = lock.withLock { () -> Bool in
                            defer { subscribed = true }
                            return !subscribed
                        }
                        guard first else { return subscription.cancel() }
                        subscriber.receive(subscription: ScheduledSubscription(upstream: subscription) { work in
                            scheduler.schedule(options: options, work)
                        })
                    },
                    value: { subscriber.receive($0) },
                    completion: { subscriber.receive(completion: $0) }))
            }
        }
    }
}
