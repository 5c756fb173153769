import Foundation

extension Publishers {
    /// Groups values received in each time interval into arrays, as in Combine.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// Arrays of values.
        public typealias Output = [Upstream.Output]
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The grouping.
        public let strategy: TimeGroupingStrategy<Context>
        /// Scheduling options.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let buffer = OutputBuffer("CollectByTime", downstream: subscriber)
            let (scheduler, interval, limit, counted): (Context, Context.SchedulerTimeType.Stride, Int, Bool) =
                switch strategy {
                case .byTime(let s, let i): (s, i, Int.max, false)
                case .byTimeOrCount(let s, let i, let n): (s, i, Swift.max(1, n), true)
                }
            let lock = Lock()
            var group: [Upstream.Output] = []
            func flush() {
                let values: [Upstream.Output] = lock.withLock {
                    defer { group = [] }; return group
                }
                if !values.isEmpty { buffer.push(values) }
            }
            let timer = scheduler.schedule(
                after: scheduler.now.advanced(by: interval), interval: interval, tolerance: scheduler.minimumTolerance,
                options: options, flush)
            buffer.whenCancelled { timer.cancel() }
            // `.byTimeOrCount` asks upstream for `count` values per group the
            // subscriber requests, as Combine documents ("a request for
            // .max(n) … requests .max(count * n)"); `.byTime` has no count to
            // scale by and asks for everything.
            var upstreamSubscription: Subscription?
            var owed = Subscribers.Demand.none
            var subscribed = false
            if counted {
                buffer.whenRequested { more in
                    let scaled = more * limit
                    let target = lock.withLock { () -> Subscription? in
                        if upstreamSubscription == nil { owed += scaled }
                        return upstreamSubscription
                    }
                    target?.request(scaled)
                }
            }
            // The subscriber gets its subscription once requests can be scaled.
            subscriber.receive(subscription: buffer)
            upstream.subscribe(
                ClosureSubscriber<Upstream.Output, Failure>(
                    "CollectByTime",
                    subscription: { subscription in
                        // A second subscription from a misbehaving upstream is cancelled.
                        let pending = lock.withLock { () -> Subscribers.Demand? in
                            guard !subscribed else { return nil }
                            subscribed = true
                            upstreamSubscription = subscription
                            defer { owed = .none }
                            return owed
                        }
                        guard let pending else { return subscription.cancel() }
                        buffer.adopt(subscription)
                        if !counted {
                            subscription.request(.unlimited)
                        } else if pending > 0 {
                            subscription.request(pending)
                        }
                    },
                    value: { value in
                        let full = lock.withLock {
                            group.append(value); return group.count >= limit
                        }
                        if full { flush() }
                        return .none
                    },
                    completion: { completion in
                        timer.cancel()
                        // Nothing is requested from an upstream that has completed.
                        lock.withLock { upstreamSubscription = nil }
                        if case .finished = completion { flush() }
                        buffer.finish(completion)
                    }))
        }
    }
}
