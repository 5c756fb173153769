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
            // A negative count stops the program when subscribed to, as in Combine.
            precondition(count >= 0, "count must not be negative")
            // As in Combine, the subscriber has its subscription before upstream is subscribed to.
            let inner = DropInner(downstream: subscriber, count: count)
            subscriber.receive(subscription: inner)
            upstream.subscribe(inner)
        }
    }
}

extension Publishers.Drop: Equatable where Upstream: Equatable {}

/// `dropFirst(_:)`'s subscriber and subscription, with the rules recorded of
/// Combine's: the subscriber gets its subscription first, before upstream is
/// subscribed to; what it requests meanwhile is kept, and when the upstream's
/// subscription comes it is asked for that plus the count to drop. Values
/// past the count and every completion pass on as they come, until a cancel,
/// which lets go of the subscriber (Tandem's rule for every operator, so a
/// subscriber that keeps its subscription is not kept alive by it). A cancel
/// before the upstream's subscription makes the operator ignore that
/// subscription.
final class DropInner<Downstream: Subscriber>: Subscriber, Subscription, InnerReflecting, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private enum State {
        case awaitingSubscription(pending: Subscribers.Demand)
        case subscribed(Subscription)
        case cancelled
    }

    private var downstream: Downstream?
    private let lock = Lock()
    private var state = State.awaitingSubscription(pending: .none)
    private var remaining: Int

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        remaining = count
    }

    var description: String { "Drop" }

    private enum Answer {
        case request(Subscribers.Demand)
        case cancel
        case ignore
    }

    func receive(subscription: Subscription) {
        let answer = lock.withLock { () -> Answer in
            switch state {
            case .awaitingSubscription(let pending):
                state = .subscribed(subscription)
                return .request(pending + remaining)
            case .subscribed:
                return .cancel
            case .cancelled:
                return .ignore
            }
        }
        switch answer {
        case .request(let demand): if demand > 0 { subscription.request(demand) }
        case .cancel: subscription.cancel()
        case .ignore: break
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let target = lock.withLock { () -> Downstream? in
            guard remaining > 0 else { return downstream }
            remaining -= 1
            return nil
        }
        return target?.receive(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { downstream }?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        demand.assertNonZero()
        let upstream = lock.withLock { () -> Subscription? in
            switch state {
            case .awaitingSubscription(let pending):
                state = .awaitingSubscription(pending: pending + demand)
                return nil
            case .subscribed(let subscription):
                return subscription
            case .cancelled:
                return nil
            }
        }
        upstream?.request(demand)
    }

    func cancel() {
        // The subscriber is let go of after the lock: its deinit may call back.
        let (upstream, released) = lock.withLock { () -> (Subscription?, Downstream?) in
            defer { state = .cancelled; downstream = nil }
            if case .subscribed(let subscription) = state { return (subscription, downstream) }
            return (nil, downstream)
        }
        upstream?.cancel()
        withExtendedLifetime(released) {}
    }
}
