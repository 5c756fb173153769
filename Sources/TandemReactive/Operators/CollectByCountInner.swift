/// `collect(_:)`'s subscriber and subscription, with the rules recorded of
/// Combine's: a request for `n` groups asks upstream for `n × count` values;
/// a value that fills a group answers with the subscriber's demand times
/// `count` (even when the subscriber asked for everything), the others with
/// nothing; a completion — every one that comes — goes on at once, except
/// that a finish after a partial group waits, with the group, for the
/// subscriber's demand. After the first completion, values are no longer
/// collected and requests no longer reach upstream. A cancel before the
/// upstream's subscription is ignored; after a cancel, requests stop
/// reaching upstream but completions still pass.
final class CollectByCountInner<Input, Downstream: Subscriber>: Subscriber, Subscription, InnerReflecting,
    @unchecked Sendable
where Downstream.Input == [Input] {
    typealias Failure = Downstream.Failure

    private enum State {
        case awaitingSubscription
        case subscribed(Subscription)
        /// Cancelled by the downstream, or completed by upstream.
        case ended
    }

    private let downstream: Downstream
    private let count: Int
    private let lock = Lock()
    private var state = State.awaitingSubscription
    private var buffer: [Input] = []
    /// Groups the subscriber has asked for and not received.
    private var demand = Subscribers.Demand.none
    /// A partial group and the finish, waiting for demand.
    private var pending: [Input]?

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        self.count = count
    }

    var description: String { "CollectByCount" }

    var customMirror: Mirror {
        let (upstream, buffer) = lock.withLock { () -> (Subscription?, [Input]) in
            if case .subscribed(let subscription) = state { return (subscription, self.buffer) }
            return (nil, self.buffer)
        }
        return Mirror(
            self,
            children: [
                ("downstream", downstream), ("upstreamSubscription", upstream as Any), ("buffer", buffer),
                ("count", count),
            ])
    }

    func receive(subscription: Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard case .awaitingSubscription = state else { return false }
            state = .subscribed(subscription)
            return true
        }
        guard accepted else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let group = lock.withLock { () -> [Input]? in
            guard case .subscribed = state else { return nil }
            buffer.append(input)
            guard buffer.count >= count else { return nil }
            defer { buffer = [] }
            return buffer
        }
        guard let group else { return .none }
        lock.withLock { if demand > 0 { demand -= 1 } }
        let more = downstream.receive(group)
        lock.withLock { demand += more }
        return more * count
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let rest = lock.withLock { () -> [Input]? in
            defer { buffer = [] }
            if case .subscribed = state { state = .ended }
            guard case .finished = completion, !buffer.isEmpty else { return [] }
            guard demand > 0 else {
                pending = buffer
                return nil
            }
            return buffer
        }
        guard let rest else { return }
        if !rest.isEmpty { _ = downstream.receive(rest) }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        demand.assertNonZero()
        let (upstream, owed) = lock.withLock { () -> (Subscription?, [Input]?) in
            self.demand += demand
            defer { pending = nil }
            if case .subscribed(let subscription) = state { return (subscription, pending) }
            return (nil, pending)
        }
        if let owed {
            _ = downstream.receive(owed)
            return downstream.receive(completion: .finished)
        }
        upstream?.request(demand * count)
    }

    func cancel() {
        let upstream = lock.withLock { () -> Subscription? in
            guard case .subscribed(let subscription) = state else { return nil }
            state = .ended
            buffer = []
            return subscription
        }
        upstream?.cancel()
    }
}
