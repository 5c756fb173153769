/// The subscription of `CombineLatest`…`CombineLatest4`, as Combine's: what
/// the downstream requests is requested from every upstream (so back-pressure
/// reaches each source), and each upstream's latest value is kept in a
/// one-value slot. A combination goes downstream only while the downstream
/// has demand; otherwise the slot is overwritten and nothing is sent later
/// for it (Combine's documented "drops values" when demand is limited). What
/// the downstream asks for in return for a combination is returned to the
/// upstream whose value produced it. The stream finishes once every upstream
/// has finished and fails at the first failure, cancelling the others.
final class CombineLatestInner<Downstream: Subscriber>: Subscription, InnerReflecting, @unchecked Sendable
where Downstream.Input == [Any] {
    private let lock = Lock()
    /// Keeps combinations and the completion going downstream one at a time,
    /// even when upstreams deliver from several threads.
    private let delivery = DeliveryLock()
    private var downstream: Downstream?
    private var upstreams: [Subscription?]
    private var latest: [Any?]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    /// Set while a combination is with the downstream: a value arriving then
    /// (re-entrantly or from another thread) only updates its slot, as in
    /// Combine, so the downstream never sees a nested combination.
    private var sending = false
    /// Whether the downstream has its subscription yet: upstreams are
    /// subscribed first, as in Combine, so a completion that arrives before
    /// it is held until then.
    private var established = false
    private var pendingCompletion: Subscribers.Completion<Downstream.Failure>?
    /// Set once the stream has failed or every upstream has finished: an
    /// upstream subscribing after that (say, after an earlier one failed
    /// while subscribing) is cancelled, and requests go nowhere.
    private var ended = false

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
    }

    var description: String { "CombineLatest" }

    /// Hands the downstream its subscription once the upstreams are
    /// subscribed, then delivers a completion that came in meanwhile.
    func establish() {
        guard let downstream = lock.withLock({ self.downstream }) else { return }
        downstream.receive(subscription: self)
        let pending = lock.withLock { () -> Subscribers.Completion<Downstream.Failure>? in
            established = true
            defer { pendingCompletion = nil }
            return pendingCompletion
        }
        if let pending { deliver(pending) }
    }

    func subscribed(_ subscription: Subscription, at index: Int) {
        let owed = lock.withLock { () -> Subscribers.Demand? in
            guard downstream != nil, !ended, upstreams[index] == nil, !finished[index] else { return nil }
            upstreams[index] = subscription
            return demand
        }
        // A second subscription from a misbehaving upstream is cancelled.
        guard let owed else { return subscription.cancel() }
        // Only an upstream that subscribes late (after the downstream asked)
        // has demand owed; in Combine's synchronous order this is `.none`.
        if owed > 0 { subscription.request(owed) }
    }

    func receive(_ value: Any, at index: Int) -> Subscribers.Demand {
        let combined = lock.withLock { () -> (Downstream, [Any])? in
            guard let downstream, upstreams[index] != nil else { return nil }
            latest[index] = value
            guard !sending, demand > 0, !latest.contains(where: { $0 == nil }) else { return nil }
            demand -= 1
            sending = true
            return (downstream, latest.map { $0! })
        }
        guard let (downstream, values) = combined else { return .none }
        let more = delivery.withLock { downstream.receive(values) }
        lock.withLock {
            sending = false
            demand += more
        }
        return more
    }

    /// What an upstream's completion leads to.
    private enum Outcome {
        case none, finish
        case fail([Subscription])
    }

    func complete(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        let outcome = lock.withLock { () -> Outcome in
            guard downstream != nil, upstreams[index] != nil else { return .none }
            upstreams[index] = nil
            finished[index] = true
            if case .failure = completion {
                ended = true
                defer { upstreams = upstreams.map { _ in nil } }
                return .fail(upstreams.compactMap { $0 })
            }
            guard finished.allSatisfy({ $0 }) else { return .none }
            ended = true
            return .finish
        }
        switch outcome {
        case .none: return
        case .finish: end(completion)
        case .fail(let others):
            for other in others { other.cancel() }
            end(completion)
        }
    }

    func request(_ more: Subscribers.Demand) {
        more.assertNonZero()
        let upstreams = lock.withLock { () -> [Subscription] in
            guard downstream != nil, !ended else { return [] }
            demand += more
            return self.upstreams.compactMap { $0 }
        }
        for upstream in upstreams { upstream.request(more) }
    }

    func cancel() {
        let upstreams = lock.withLock { () -> [Subscription] in
            downstream = nil
            latest = latest.map { _ in nil }
            defer { self.upstreams = self.upstreams.map { _ in nil } }
            return self.upstreams.compactMap { $0 }
        }
        for upstream in upstreams { upstream.cancel() }
    }

    /// Releases the downstream and sends it the completion, or holds the
    /// completion until the downstream has its subscription.
    private func end(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let ready = lock.withLock { () -> Bool in
            latest = latest.map { _ in nil }
            if !established { pendingCompletion = completion }
            return established
        }
        if ready { deliver(completion) }
    }

    private func deliver(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let downstream = lock.withLock { () -> Downstream? in
            defer { self.downstream = nil }
            return self.downstream
        }
        guard let downstream else { return }
        delivery.withLock { downstream.receive(completion: completion) }
    }
}
