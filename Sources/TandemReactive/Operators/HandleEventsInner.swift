/// The inner subscriber and subscription of `handleEvents`, as Combine's:
/// each event runs its closure, then passes on. The downstream gets this
/// subscription when upstream's arrives (a request made before then is held
/// and passed on); a second subscription from a misbehaving upstream is
/// cancelled. After a completion or a cancellation the closures are
/// released and run no more.
final class HandleEventsInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
    InnerReflecting, @unchecked Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private enum State {
        case awaitingSubscription
        case subscribed(Subscription)
        case terminal
    }

    private let lock = Lock()
    private var state = State.awaitingSubscription
    private var pendingDemand = Subscribers.Demand.none
    private var events: Publishers.HandleEvents<Upstream>?
    private let downstream: Downstream

    init(events: Publishers.HandleEvents<Upstream>, downstream: Downstream) {
        self.events = events
        self.downstream = downstream
    }

    var description: String { "HandleEvents" }

    private var currentEvents: Publishers.HandleEvents<Upstream>? { lock.withLock { events } }

    func receive(subscription: Subscription) {
        currentEvents?.receiveSubscription?(subscription)
        let owed = lock.withLock { () -> Subscribers.Demand? in
            guard case .awaitingSubscription = state else { return nil }
            state = .subscribed(subscription)
            defer { pendingDemand = .none }
            return pendingDemand
        }
        guard let owed else { return subscription.cancel() }
        downstream.receive(subscription: self)
        if owed > 0 { subscription.request(owed) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let events = currentEvents
        events?.receiveOutput?(input)
        let more = downstream.receive(input)
        // What the downstream returns is a request too, and is reported as one.
        if more > 0 { events?.receiveRequest?(more) }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        currentEvents?.receiveCompletion?(completion)
        lock.withLock {
            events = nil
            state = .terminal
        }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        currentEvents?.receiveRequest?(demand)
        let upstream = lock.withLock { () -> Subscription? in
            switch state {
            case .subscribed(let subscription): return subscription
            case .awaitingSubscription: pendingDemand += demand
            case .terminal: break
            }
            return nil
        }
        upstream?.request(demand)
    }

    func cancel() {
        currentEvents?.receiveCancel?()
        let upstream = lock.withLock { () -> Subscription? in
            guard case .subscribed(let subscription) = state else { return nil }
            events = nil
            state = .terminal
            return subscription
        }
        upstream?.cancel()
    }
}
