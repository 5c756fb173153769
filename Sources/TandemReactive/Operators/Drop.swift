extension Publishers {
    /// Drops the first values, as in Combine.
    ///
    /// The count is added to the subscriber's first request, so that after
    /// the dropped values upstream still owes what the subscriber asked for;
    /// the dropped values themselves ask for nothing more.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// How many to drop.
        public let count: Int

        /// Creates the publisher.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DropInner(downstream: subscriber, count: Swift.max(0, count)))
        }
    }
}

extension Publishers.Drop: Equatable where Upstream: Equatable {}

/// `Publishers.Drop`'s subscriber and subscription.
final class DropInner<Downstream: Subscriber>: Subscriber, Subscription, InnerReflecting, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    /// Let go of once completed or cancelled.
    private var downstream: Downstream?
    private let lock = Lock()
    private var link = UpstreamLink()
    private var remaining: Int
    private var requested = false

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        remaining = count
    }

    var description: String { "Drop" }

    func receive(subscription: Subscription) {
        guard lock.withLock({ link.accept(subscription) }) else { return subscription.cancel() }
        lock.withLock { downstream }?.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let target = lock.withLock { () -> Downstream? in
            guard link.isLive else { return nil }
            guard remaining > 0 else { return downstream }
            remaining -= 1
            return nil
        }
        return target?.receive(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let target = lock.withLock { () -> Downstream? in
            guard link.complete() else { return nil }
            defer { downstream = nil }
            return downstream
        }
        target?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        demand.assertNonZero()
        let (upstream, extra) = lock.withLock { () -> (Subscription?, Int) in
            defer { requested = true }
            return (link.live, requested ? 0 : remaining)
        }
        upstream?.request(demand + extra)
    }

    func cancel() {
        // The downstream is let go of after the lock: its deinit may call back.
        let (upstream, released) = lock.withLock { () -> (Subscription?, Downstream?) in
            defer { downstream = nil }
            return (link.cancel(), downstream)
        }
        upstream?.cancel()
        withExtendedLifetime(released) {}
    }
}
