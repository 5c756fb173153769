/// The inner subscriber and subscription of `retry`, as recorded of
/// Combine's: one object, subscribed to the upstream again after each
/// failure while retries are left.
///
/// - The subscriber gets its subscription when upstream's first arrives; each
///   upstream subscription is asked for the demand outstanding, and a second
///   one while one is current is cancelled.
/// - Requests (a request for nothing included) are counted and passed to the
///   current upstream. Each value is counted against the demand (one nobody
///   asked for stops the program), even before upstream's subscription; what
///   the subscriber asks for in return is counted and requested from
///   upstream, and the value is answered with no demand.
/// - A failure resubscribes while retries are left (a negative count never
///   runs out); a failure arriving while the resubscription it caused is
///   under way is resubscribed after it, not inside it. A finish, or a failure
///   with no retries left, ends the stream, even before a subscription.
/// - A cancel cancels the current upstream and ends the stream; after the
///   end the subscriber is let go of and everything is ignored.
final class RetryInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription, InnerReflecting,
    @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = Lock()
    private let upstream: Upstream
    /// Until the stream ends.
    private var downstream: Downstream?
    private var current: Subscription?
    /// Retries left; nil (or negative) for no limit.
    private var remaining: Int?
    private var downstreamSubscribed = false
    private var demand = Subscribers.Demand.none
    /// Set while a failure's resubscription runs, and whether another
    /// failure asked for one more meanwhile.
    private var resubscribing = false
    private var resubscribeAgain = false

    /// What a completion leads to.
    private enum Next {
        case ignore
        case resubscribe
        case end(Downstream)
    }

    var description: String { "Retry" }

    init(upstream: Upstream, retries: Int?, downstream: Downstream) {
        self.upstream = upstream
        self.downstream = downstream
        remaining = retries
    }

    func receive(subscription: Subscription) {
        let accepted = lock.withLock { () -> (Downstream?, Subscribers.Demand)? in
            guard let downstream, current == nil else { return nil }
            current = subscription
            defer { downstreamSubscribed = true }
            return (downstreamSubscribed ? nil : downstream, demand)
        }
        guard let (first, owed) = accepted else { return subscription.cancel() }
        first?.receive(subscription: self)
        if owed != .none { subscription.request(owed) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let target = lock.withLock { () -> Downstream? in
            guard let downstream else { return nil }
            // Combine counts the value against the demand, which its Demand
            // arithmetic does not let go below zero.
            if demand == .none { fatalError("demand cannot be negative") }
            demand -= 1
            return downstream
        }
        guard let target else { return .none }
        let more = target.receive(input)
        guard more != .none else { return .none }
        lock.withLock { () -> Subscription? in
            demand += more
            return current
        }?.request(more)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let next = lock.withLock { () -> Next in
            guard let downstream else { return .ignore }
            if case .failure = completion {
                current = nil
                if remaining != 0 {
                    remaining = remaining.map { $0 &- 1 }
                    if resubscribing {
                        resubscribeAgain = true
                        return .ignore
                    }
                    resubscribing = true
                    return .resubscribe
                }
            }
            self.downstream = nil
            return .end(downstream)
        }
        switch next {
        case .ignore:
            return
        case .end(let downstream):
            downstream.receive(completion: completion)
        case .resubscribe:
            repeat {
                upstream.subscribe(self)
            } while lock.withLock({ () -> Bool in
                defer { resubscribeAgain = false }
                resubscribing = resubscribeAgain
                return resubscribeAgain
            })
        }
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock { () -> Subscription? in
            guard downstream != nil else { return nil }
            demand += more
            return current
        }?.request(more)
    }

    func cancel() {
        let running = lock.withLock { () -> (Subscription?, Downstream?)? in
            guard let downstream else { return nil }
            self.downstream = nil
            return (current, downstream)
        }
        // The subscriber is let go of after the lock, as the stream ends.
        withExtendedLifetime(running?.1) { running?.0?.cancel() }
    }
}
