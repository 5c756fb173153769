import Foundation

extension Publishers {
    /// Publishes at most one value per interval: the first or the latest, as in Combine.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The interval.
        public let interval: Context.SchedulerTimeType.Stride
        /// The clock and delivery scheduler.
        public let scheduler: Context
        /// Whether the latest value of an interval is sent (else the first).
        public let latest: Bool

        /// Creates the publisher.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let buffer = OutputBuffer("Throttle", downstream: subscriber)
            let (scheduler, interval, latest) = (scheduler, interval, latest)
            let lock = Lock()
            var pending: Output?
            var windowOpen = false
            var subscribed = false
            var lastSent: Context.SchedulerTimeType?
            func flush() {
                let value: Output? = lock.withLock {
                    windowOpen = false
                    lastSent = scheduler.now
                    defer { pending = nil }
                    return pending
                }
                // Without demand at that moment the value is dropped, as in Combine.
                if let value { buffer.offer(value) }
            }
            upstream.subscribe(ClosureSubscriber<Output, Failure>(
                // Combine's throttle asks upstream for everything before the
                // subscriber gets its subscription.
                "Throttle", subscription: { subscription in
                    // A second subscription from a misbehaving upstream is cancelled.
                    let first = lock.withLock { () -> Bool in
                        defer { subscribed = true }
                        return !subscribed
                    }
                    guard first else { return subscription.cancel() }
                    buffer.adopt(subscription)
                    subscription.request(.unlimited)
                    subscriber.receive(subscription: buffer)
                },
                value: { value in
                    let schedule: Context.SchedulerTimeType? = lock.withLock {
                        if windowOpen {
                            if latest { pending = value }
                            return nil
                        }
                        pending = value
                        windowOpen = true
                        let now = scheduler.now
                        // The first value after a quiet interval goes out at once.
                        guard let lastSent, lastSent.distance(to: now) < interval else { return now }
                        return lastSent.advanced(by: interval)
                    }
                    if let schedule {
                        scheduler.schedule(after: schedule, tolerance: scheduler.minimumTolerance, options: nil, flush)
                    }
                    return .none
                },
                completion: { completion in
                    scheduler.schedule(options: nil) {
                        if case .finished = completion { flush() }
                        buffer.finish(completion)
                    }
                }))
        }
    }
}
