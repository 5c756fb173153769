/// The subscription of `flatMap` and of `Merge`…`Merge8`/`MergeMany`,
/// passing demand through as Combine's do: each inner publisher is asked for
/// one value at a time, and for the next only once the subscriber has taken
/// the last — so back-pressure reaches every source, and at most one value
/// per inner publisher waits here — or for everything once the subscriber
/// has asked for `.unlimited`. For `flatMap`, upstream is asked for
/// `maxPublishers` publishers (and for one more each time one finishes, when
/// limited); a merge has its publishers from the start. The stream finishes
/// when upstream and every inner publisher have finished (and what waits is
/// delivered), and fails at the first failure, cancelling everything else.
final class FlatMapInner<Downstream: Subscriber>: Subscription, InnerReflecting, @unchecked Sendable {
    typealias Value = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    /// Keeps values and the completion going downstream one at a time.
    private let delivery = DeliveryLock()
    private let maxPublishers: Subscribers.Demand
    private var downstream: Downstream?
    private var outer = UpstreamLink()
    private var outerFinished = false
    /// The running inner publishers' subscriptions (nil until it arrives).
    private var children: [Int: Subscription?] = [:]
    private var nextChild = 0
    /// Values waiting for demand, oldest first, with the inner publisher each came from.
    private var waiting: [(child: Int, value: Value)] = []
    private var demand = Subscribers.Demand.none
    /// The inner publisher whose value is being received on the delivering
    /// thread, and whether that value went downstream at once: then, as in
    /// Combine, the next value is asked for by the demand returned from its
    /// `receive(_:)` instead of by a request. Touched only under `delivery`.
    private var answering: (child: Int, delivered: Bool)?

    let description: String

    init(_ name: String, downstream: Downstream, maxPublishers: Subscribers.Demand) {
        description = name
        self.downstream = downstream
        self.maxPublishers = maxPublishers
    }

    // MARK: Upstream of publishers

    func outerSubscribed(_ subscription: Subscription) {
        var target: Downstream?
        lock.withLock {
            guard outer.accept(subscription) else { return }
            target = downstream
        }
        guard let target else { return subscription.cancel() }
        target.receive(subscription: self)
        subscription.request(maxPublishers)
    }

    /// Registers a new inner publisher; returns its number, or nil once the stream ended.
    func addChild() -> Int? {
        lock.withLock {
            guard downstream != nil else { return nil }
            nextChild += 1
            children[nextChild] = .some(nil)
            return nextChild
        }
    }

    /// Starts a merge, which has no upstream of publishers: the subscriber
    /// gets its subscription; then the publishers are added with `addChild()`,
    /// and `allChildrenAdded()` says there will be no more.
    func startWithoutOuter() {
        lock.withLock { downstream }?.receive(subscription: self)
    }

    /// Says a merge has all its publishers: it finishes once they have.
    func allChildrenAdded() {
        lock.withLock { outerFinished = true }
        drain()
    }

    func outerCompleted(_ completion: Subscribers.Completion<Failure>) {
        guard lock.withLock({ outer.complete() }) else { return }
        if case .failure = completion { return endAfterOuterFailure(completion) }
        lock.withLock { outerFinished = true }
        drain()
    }

    // MARK: Inner publishers

    func childSubscribed(_ subscription: Subscription, child: Int) {
        let first = lock.withLock { () -> Subscribers.Demand? in
            guard downstream != nil, let slot = children[child], slot == nil else { return nil }
            children[child] = subscription
            return demand == .unlimited ? .unlimited : .max(1)
        }
        if let first { subscription.request(first) } else { subscription.cancel() }
    }

    func childValue(_ value: Value, child: Int) -> Subscribers.Demand {
        let live = lock.withLock { () -> Bool in
            guard downstream != nil, children[child] != nil else { return false }
            waiting.append((child, value))
            return true
        }
        guard live else { return .none }
        delivery.lock()
        defer { delivery.unlock() }
        let outer = answering
        answering = (child, false)
        drain()
        let delivered = answering?.delivered ?? false
        answering = outer
        return delivered ? .max(1) : .none
    }

    func childCompleted(_ completion: Subscribers.Completion<Failure>, child: Int) {
        let live = lock.withLock { () -> Bool in
            guard downstream != nil, children.removeValue(forKey: child) != nil else { return false }
            return true
        }
        guard live else { return }
        if case .failure = completion { return end(completion) }
        if maxPublishers != .unlimited { lock.withLock { outer.live }?.request(.max(1)) }
        drain()
    }

    // MARK: Subscription

    func request(_ more: Subscribers.Demand) {
        more.assertNonZero()
        // Once the subscriber wants everything, so does every inner publisher.
        let (live, unlimitedNow) = lock.withLock { () -> (Bool, [Subscription]) in
            guard downstream != nil else { return (false, []) }
            let wasUnlimited = demand == .unlimited
            demand += more
            guard demand == .unlimited, !wasUnlimited else { return (true, []) }
            return (true, children.values.compactMap { $0 })
        }
        guard live else { return }
        for child in unlimitedNow { child.request(.unlimited) }
        drain()
    }

    func cancel() {
        let (running, released) = lock.withLock { () -> ([Subscription], Downstream?) in
            defer { downstream = nil; children = [:]; waiting = [] }
            return (([outer.cancel()] + children.values.map { $0 }).compactMap { $0 }, downstream)
        }
        for subscription in running { subscription.cancel() }
        withExtendedLifetime(released) {}
    }

    // MARK: Delivery

    private enum Next {
        case value(Value, Downstream, child: Int, Subscription?)
        case finish
    }

    /// Delivers waiting values while there is demand (asking each one's inner
    /// publisher for its next value), then finishes if everything has.
    private func drain() {
        delivery.lock()
        defer { delivery.unlock() }
        while true {
            let next = lock.withLock { () -> Next? in
                guard let downstream else { return nil }
                if demand > 0, !waiting.isEmpty {
                    demand -= 1
                    let (child, value) = waiting.removeFirst()
                    // An inner publisher already asked for everything needs no more requests.
                    return .value(value, downstream, child: child, demand == .unlimited ? nil : children[child] ?? nil)
                }
                return outerFinished && children.isEmpty && waiting.isEmpty ? .finish : nil
            }
            switch next {
            case nil:
                return
            case .finish:
                return end(.finished)
            case .value(let value, let downstream, let child, let subscription):
                let more = downstream.receive(value)
                if more > 0 { lock.withLock { demand += more } }
                guard let subscription else { continue }
                if answering?.child == child, answering?.delivered == false {
                    answering?.delivered = true
                } else {
                    subscription.request(.max(1))
                }
            }
        }
    }

    /// Ends the stream for the upstream's failure. The inner publishers are
    /// cancelled while the lock is held, as Combine's `flatMap` does: one
    /// that re-enters the flatMap as it is cancelled (the upstream failing
    /// again, say) stops the program, as on Apple's systems.
    private func endAfterOuterFailure(_ completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock { () -> Downstream? in
            for case let child? in children.values { child.cancel() }
            defer { self.downstream = nil; children = [:]; waiting = [] }
            return self.downstream
        }
        guard let downstream else { return }
        delivery.withLock { downstream.receive(completion: completion) }
    }

    /// Cancels whatever still runs and sends the completion (once).
    private func end(_ completion: Subscribers.Completion<Failure>) {
        let (downstream, running) = lock.withLock { () -> (Downstream?, [Subscription]) in
            defer { self.downstream = nil; children = [:]; waiting = [] }
            return (self.downstream, ([outer.cancel()] + children.values.map { $0 }).compactMap { $0 })
        }
        guard let downstream else { return }
        for subscription in running { subscription.cancel() }
        delivery.withLock { downstream.receive(completion: completion) }
    }
}
