/// The subscriber `multicast` attaches to its subject for each downstream,
/// and that downstream's subscription (one object, as in Combine), with the
/// rules recorded of Combine's: the subject's first subscription is taken
/// (the downstream gets this one, "Multicast"), later ones are cancelled;
/// values pass between that subscription and the end, and the demand the
/// downstream answers with is requested from the subject's subscription
/// (the value itself is answered with none); the first completion passes;
/// requests pass until a cancel, which reaches the subject's subscription
/// once.
final class MulticastInner<Downstream: Subscriber>: Subscriber, Subscription, InnerReflecting,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private enum State {
        case waiting(Downstream)
        case subscribed(Subscription, Downstream)
        case ended
    }

    private let lock = Lock()
    private var state: State

    init(downstream: Downstream) {
        state = .waiting(downstream)
    }

    var description: String { "Multicast" }

    func receive(subscription: Subscription) {
        let downstream = lock.withLock { () -> Downstream? in
            guard case .waiting(let downstream) = state else { return nil }
            state = .subscribed(subscription, downstream)
            return downstream
        }
        guard let downstream else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let live = lock.withLock { () -> (Subscription, Downstream)? in
            guard case .subscribed(let upstream, let downstream) = state else { return nil }
            return (upstream, downstream)
        }
        guard let (upstream, downstream) = live else { return .none }
        let more = downstream.receive(input)
        if more > 0 { upstream.request(more) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock { () -> Downstream? in
            guard case .subscribed(_, let downstream) = state else { return nil }
            state = .ended
            return downstream
        }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        let upstream = lock.withLock { () -> Subscription? in
            guard case .subscribed(let upstream, _) = state else { return nil }
            return upstream
        }
        upstream?.request(demand)
    }

    func cancel() {
        let ending = lock.withLock { () -> (Subscription, Downstream)? in
            guard case .subscribed(let upstream, let downstream) = state else { return nil }
            state = .ended
            return (upstream, downstream)
        }
        guard let (upstream, released) = ending else { return }
        upstream.cancel()
        withExtendedLifetime(released) {}
    }
}
