import Foundation

// Operators that move values in time or across threads. `receive(on:)`,
// `delay` and `timeout` pass demand through (`ScheduledInner`,
// `TimeoutInner`); `debounce`, `throttle` and `collect(.byTime…)` request
// unlimited values upstream, as Combine's do, and hand them downstream
// through an `OutputBuffer`, which honors the downstream's demand.

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
            upstream.subscribe(ScheduledInner("ReceiveOn", downstream: subscriber, scheduler: scheduler) {
                scheduler.schedule(options: options, $0)
            })
        }
    }

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
            upstream.subscribe(ScheduledInner("Delay", downstream: subscriber, scheduler: scheduler) { action in
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
            })
        }
    }

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
            upstream.subscribe(TimeoutInner(
                downstream: subscriber, scheduler: scheduler, interval: interval, options: options,
                customError: customError))
        }
    }

    /// Publishes the time between consecutive values, as in Combine.
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The intervals.
        public typealias Output = Context.SchedulerTimeType.Stride
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The clock.
        public let scheduler: Context

        /// Creates the publisher.
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let scheduler = scheduler
            StepPublisher<Upstream, Output, Failure>(name: "MeasureInterval", upstream: upstream) {
                var last = scheduler.now
                return ({ _ in
                    let now = scheduler.now
                    defer { last = now }
                    return .emit(last.distance(to: now))
                }, { $0.final() })
            }.receive(subscriber: subscriber)
        }
    }

    /// How `collect(_:options:)` groups values in time, as in Combine.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// Everything received in each interval.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// Each interval, or sooner when a group reaches a count.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

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
                let values: [Upstream.Output] = lock.withLock { defer { group = [] }; return group }
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
            upstream.subscribe(ClosureSubscriber<Upstream.Output, Failure>(
                "CollectByTime", subscription: { subscription in
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
                    let full = lock.withLock { group.append(value); return group.count >= limit }
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

/// A subscription whose requests and cancellation run on a scheduler.
final class ScheduledSubscription: Subscription, InnerReflecting, @unchecked Sendable {
    let upstream: Subscription
    let schedule: (@escaping () -> Void) -> Void
    private let lock = Lock()
    /// Set by the first `cancel()`: later requests and cancels (including one
    /// made re-entrantly from inside the upstream's cancellation) stop here.
    private var cancelled = false

    init(upstream: Subscription, schedule: @escaping (@escaping () -> Void) -> Void) {
        self.upstream = upstream
        self.schedule = schedule
    }

    func request(_ demand: Subscribers.Demand) {
        guard !lock.withLock({ cancelled }) else { return }
        let upstream = upstream
        schedule { upstream.request(demand) }
    }

    func cancel() {
        let first = lock.withLock { () -> Bool in
            defer { cancelled = true }
            return !cancelled
        }
        guard first else { return }
        let upstream = upstream
        schedule { upstream.cancel() }
    }

    var description: String { "SubscribeOn" }
}

extension Publisher {
    /// Delivers values on `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Subscribes, requests and cancels on `scheduler`.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Publishes a value only after `dueTime` without newer values.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// Publishes at most one value per `interval`.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    /// Delays values and completion by `interval`.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler,
            options: options)
    }

    /// Ends the stream after `interval` of silence.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }

    /// Publishes the time between values.
    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.MeasureInterval<Self, S>
    {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }

    /// Groups values by time (or time and count).
    public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil)
        -> Publishers.CollectByTime<Self, S>
    {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}
