/// `Publishers.Buffer`'s subscriber and subscription, with the rules
/// recorded of Combine's: upstream is asked for the prefetch (`.max(size)` or
/// `.unlimited`) before the downstream gets its subscription, and afterwards
/// only for as many values as were delivered (when keeping full) — never for
/// what the downstream requests. A finished upstream's completion waits for
/// the buffer to empty and for demand; a failure goes as soon as there is no
/// demand left to deliver values with. A request or cancel before the
/// upstream's subscription is ignored, and a request for nothing is allowed.
final class BufferInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription, InnerReflecting,
    @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let size: Int
    private let prefetch: Publishers.PrefetchStrategy
    private let whenFull: Publishers.BufferingStrategy<Failure>
    /// Let go of once completed or cancelled.
    private var downstream: Downstream?
    private let lock = Lock()
    private var upstream: Subscription?
    /// The upstream's subscription has arrived (requests and cancels before are ignored).
    private var subscribed = false
    private var cancelled = false
    private var values: [Input] = []
    private var head = 0
    private var demand = Subscribers.Demand.none
    private var terminal: Subscribers.Completion<Failure>?
    /// Set while values go downstream, so a request made from `receive(_:)` only adds demand.
    private var draining = false

    private enum Outcome {
        case drain
        case fail(Subscription?)
    }

    private enum Next {
        case value(Input, Downstream)
        case completion(Subscribers.Completion<Failure>, Downstream)
    }

    init(_ buffer: Publishers.Buffer<Upstream>, downstream: Downstream) {
        size = Swift.max(0, buffer.size)
        prefetch = buffer.prefetch
        whenFull = buffer.whenFull
        self.downstream = downstream
    }

    var description: String { "Buffer" }

    /// The buffered values, the state, the subscriber's demand and the completion waiting, as Combine's show.
    var customMirror: Mirror {
        let (values, state, demand, terminal) = lock.withLock {
            (
                Array(self.values[head...]),
                cancelled ? "terminal" : subscribed ? "subscribed" : "awaiting subscription",
                self.demand, self.terminal
            )
        }
        return Mirror(
            self,
            children: [
                ("values", values), ("state", state), ("downstreamDemand", demand), ("terminal", terminal as Any),
            ])
    }

    private var count: Int { values.count - head }

    func receive(subscription: Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard !subscribed, !cancelled else { return false }
            upstream = subscription
            subscribed = true
            return true
        }
        guard accepted else { return subscription.cancel() }
        subscription.request(prefetch == .keepFull ? .max(size) : .unlimited)
        lock.withLock { downstream }?.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let outcome = lock.withLock { () -> Outcome? in
            // A finished upstream's late values are still buffered, as in Combine; a failed one's are not.
            guard subscribed, !cancelled else { return nil }
            if case .failure = terminal { return nil }
            if count >= size {
                switch whenFull {
                case .dropNewest:
                    return .drain
                case .dropOldest:
                    if count > 0 { head += 1 } else { return .drain }
                case .customError(let makeError):
                    terminal = .failure(makeError())
                    defer { upstream = nil }
                    return .fail(upstream)
                }
            }
            values.append(input)
            return .drain
        }
        switch outcome {
        case nil: return .none
        case .drain: return drain()
        case .fail(let upstream):
            // The failure goes at the next drain (a request), as in Combine.
            upstream?.cancel()
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let live = lock.withLock { () -> Bool in
            guard subscribed, !cancelled, terminal == nil else { return false }
            upstream = nil
            terminal = completion
            return true
        }
        if live { _ = drain() }
    }

    func request(_ more: Subscribers.Demand) {
        let drains = lock.withLock { () -> Bool in
            guard subscribed, !cancelled else { return false }
            demand += more
            return !draining
        }
        guard drains else { return }
        // Ask upstream only for what was delivered, to keep the buffer full.
        let refill = drain()
        guard refill > 0 else { return }
        lock.withLock { cancelled ? nil : upstream }?.request(refill)
    }

    func cancel() {
        // The downstream is let go of after the lock: its deinit may call back.
        let (upstream, released) = lock.withLock { () -> (Subscription?, Downstream?) in
            guard subscribed, !cancelled else { return (nil, nil) }
            cancelled = true
            values = []
            head = 0
            defer { downstream = nil }
            return (self.upstream, downstream)
        }
        upstream?.cancel()
        withExtendedLifetime(released) {}
    }

    /// Delivers buffered values while there is demand, then the completion:
    /// a finished one once the buffer is empty and there is demand, a failure
    /// as soon as there is no demand to deliver values with. Returns how many
    /// values to ask upstream for in their place (one per delivered value
    /// when keeping full).
    private func drain() -> Subscribers.Demand {
        var refill = Subscribers.Demand.none
        while true {
            let next = lock.withLock { () -> Next? in
                guard !cancelled, !draining, let downstream else { return nil }
                if count > 0, demand > 0 {
                    let value = values[head]
                    head += 1
                    if head == values.count { values.removeAll(keepingCapacity: true); head = 0 }
                    demand -= 1
                    draining = true
                    return .value(value, downstream)
                }
                guard let terminal else { return nil }
                if demand > 0 {
                    guard count == 0 else { return nil }
                } else if case .finished = terminal {
                    return nil
                }
                cancelled = true
                self.downstream = nil
                return .completion(terminal, downstream)
            }
            switch next {
            case nil:
                return refill
            case .completion(let completion, let downstream):
                downstream.receive(completion: completion)
                return .none
            case .value(let value, let downstream):
                let extra = downstream.receive(value)
                lock.withLock {
                    draining = false
                    demand += extra
                }
                if prefetch == .keepFull { refill += 1 }
            }
        }
    }
}
