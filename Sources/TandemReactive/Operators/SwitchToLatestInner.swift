/// `switchToLatest`'s subscriber of the outer publisher and the downstream's
/// subscription (one object, as in Combine), with the rules recorded of
/// Combine's operator:
/// - each new inner publisher cancels the running one and is asked, once
///   its subscription comes, for the downstream's outstanding demand; the
///   downstream's requests go to the current inner publisher;
/// - the outer publisher is asked for everything; a finish from it ends the
///   stream only when no inner publisher is running or awaited (each one
///   that comes then is passed on), and a failure cancels the running inner
///   publisher and is passed on at once;
/// - after the outer publisher failed, the current inner publisher's values
///   still go downstream (Combine keeps the downstream until a cancel), and
///   its subscription is still taken if it had not come; its completions do
///   not;
/// - an inner publisher finishing after the outer one finished ends the
///   stream; one failing cancels the outer publisher and fails the stream;
/// - a value nobody asked for, or an inner completion before the inner
///   subscription, stops the program, as in Combine.
final class SwitchToLatestInner<Inner: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
    InnerReflecting, @unchecked Sendable
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
    typealias Input = Inner
    typealias Failure = Inner.Failure

    private let lock = Lock()
    /// Keeps deliveries to the downstream one at a time (re-entrant: the
    /// downstream may cause another delivery from inside one).
    private let delivery = DeliveryLock()
    /// Let go of once the stream is cancelled.
    private var downstream: Downstream?
    private var outer: Subscription?
    private var inner: Subscription?
    /// Which inner publisher is current: a side with another index is stale.
    private var current = 0
    private var awaitingInner = false
    private var cancelled = false
    private var outerFinished = false
    private var sentCompletion = false
    private var demand = Subscribers.Demand.none

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    var description: String { "SwitchToLatest" }

    func receive(subscription: Subscription) {
        let taken = lock.withLock { () -> Bool in
            guard outer == nil, !cancelled else { return false }
            outer = subscription
            return true
        }
        guard taken else { return subscription.cancel() }
        subscription.request(.unlimited)
    }

    func receive(_ input: Inner) -> Subscribers.Demand {
        let (index, replaced) = lock.withLock { () -> (Int?, Subscription?) in
            guard !cancelled, !outerFinished else { return (nil, nil) }
            defer { inner = nil }
            current += 1
            awaitingInner = true
            return (current, inner)
        }
        guard let index else { return .none }
        replaced?.cancel()
        input.subscribe(Side(parent: self, index: index))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let (target, running) = lock.withLock { () -> (Downstream?, Subscription?) in
            outer = nil
            outerFinished = true
            guard !cancelled else { return (nil, nil) }
            if case .finished = completion {
                guard !awaitingInner, inner == nil else { return (nil, nil) }
                sentCompletion = true
                return (downstream, nil)
            }
            sentCompletion = true
            defer { inner = nil }
            return (downstream, inner)
        }
        running?.cancel()
        guard let target else { return }
        delivery.withLock { target.receive(completion: completion) }
    }

    func request(_ more: Subscribers.Demand) {
        more.assertNonZero()
        let running = lock.withLock { () -> Subscription? in
            demand += more
            return inner
        }
        running?.request(more)
    }

    func cancel() {
        let (running, released) = lock.withLock { () -> ([Subscription], Downstream?) in
            cancelled = true
            defer { inner = nil; outer = nil; downstream = nil }
            return ([inner, outer].compactMap { $0 }, downstream)
        }
        for subscription in running { subscription.cancel() }
        withExtendedLifetime(released) {}
    }

    fileprivate func innerSubscribed(_ subscription: Subscription, index: Int) {
        let owed = lock.withLock { () -> Subscribers.Demand? in
            guard index == current, !cancelled, inner == nil else { return nil }
            inner = subscription
            awaitingInner = false
            return demand
        }
        guard let owed else { return subscription.cancel() }
        if owed > 0 { subscription.request(owed) }
    }

    fileprivate func innerValue(_ value: Inner.Output, index: Int) -> Subscribers.Demand {
        let target = lock.withLock { () -> Downstream? in
            guard index == current, !cancelled else { return nil }
            // Combine counts the value against the demand; below zero its
            // Demand arithmetic stops the program.
            guard demand > 0 else { fatalError("demand cannot be negative") }
            demand -= 1
            return downstream
        }
        guard let target else { return .none }
        let more = delivery.withLock { target.receive(value) }
        if more > 0 { lock.withLock { demand += more } }
        return more
    }

    fileprivate func innerCompleted(_ completion: Subscribers.Completion<Failure>, index: Int) {
        let (target, outerToCancel) = lock.withLock { () -> (Downstream?, Subscription?) in
            guard index == current, !cancelled else { return (nil, nil) }
            if awaitingInner { fatalError("Unexpected completion") }
            inner = nil
            guard !sentCompletion else { return (nil, nil) }
            if case .finished = completion {
                guard outerFinished else { return (nil, nil) }
                sentCompletion = true
                return (downstream, nil)
            }
            sentCompletion = true
            cancelled = true
            defer { outer = nil; downstream = nil }
            return (downstream, outer)
        }
        outerToCancel?.cancel()
        guard let target else { return }
        delivery.withLock { target.receive(completion: completion) }
    }

    /// The subscriber of one inner publisher.
    private struct Side: Subscriber, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
        typealias Input = Inner.Output
        typealias Failure = Inner.Failure

        let parent: SwitchToLatestInner
        let index: Int
        let combineIdentifier = CombineIdentifier()

        var description: String { "SwitchToLatest" }
        var playgroundDescription: Any { description }
        /// Combine's shows the subscription it belongs to.
        var customMirror: Mirror { Mirror(self, children: ["parentSubscription": parent.combineIdentifier]) }

        func receive(subscription: Subscription) { parent.innerSubscribed(subscription, index: index) }
        func receive(_ input: Input) -> Subscribers.Demand { parent.innerValue(input, index: index) }
        func receive(completion: Subscribers.Completion<Failure>) { parent.innerCompleted(completion, index: index) }
    }
}
