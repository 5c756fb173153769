/// The inner subscriber and subscription of operators that reduce a stream
/// to at most one value (`reduce`, `collect`, `count`, `first`, `last`,
/// `min`/`max`, `contains`, `allSatisfy` and their `try` forms).
///
/// As in Combine, it stands between upstream and downstream instead of
/// handing the upstream subscription on: it asks upstream for `.unlimited`
/// as soon as it is subscribed, whatever the downstream asks for, and holds
/// its result until the downstream has requested something. A second
/// subscription is cancelled, and after `cancel()` nothing reaches upstream
/// (a `cancel()` before the subscription arrives is ignored, as in Combine).
final class ReduceInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    InnerReflecting, @unchecked Sendable
{
    typealias Failure = UpstreamFailure

    private enum State {
        case awaitingSubscription
        case subscribed(Subscription)
        case terminal
    }

    /// Let go of once the result is sent or the subscription cancelled.
    private var downstream: Downstream?
    private let step: (Input) -> Step<Downstream.Input, Downstream.Failure>
    private let complete: (Subscribers.Completion<UpstreamFailure>) -> Final<Downstream.Input, Downstream.Failure>
    private let lock = Lock()
    private var state = State.awaitingSubscription
    private var requested = false
    /// A result reached before the downstream asked for it.
    private var pending: Final<Downstream.Input, Downstream.Failure>?
    let description: String

    init(
        _ name: String, downstream: Downstream,
        step: @escaping (Input) -> Step<Downstream.Input, Downstream.Failure>,
        complete: @escaping (Subscribers.Completion<UpstreamFailure>) -> Final<Downstream.Input, Downstream.Failure>
    ) {
        description = name
        self.downstream = downstream
        self.step = step
        self.complete = complete
    }

    func receive(subscription: Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard case .awaitingSubscription = state else { return false }
            state = .subscribed(subscription)
            return true
        }
        guard accepted else { return subscription.cancel() }
        lock.withLock { downstream }?.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard isSubscribed else { return .none }
        switch step(input) {
        case .emit, .skip:
            break
        case .emitAndFinish(let value):
            end(Final(value: value, completion: .finished))
        case .finish:
            end(Final(value: nil, completion: .finished))
        case .fail(let error):
            end(Final(value: nil, completion: .failure(error)))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        let active = lock.withLock { () -> Bool in
            guard case .subscribed = state else { return false }
            state = .terminal
            return true
        }
        if active { deliver(complete(completion)) }
    }

    func request(_ demand: Subscribers.Demand) {
        demand.assertNonZero()
        let ready = lock.withLock { () -> Final<Downstream.Input, Downstream.Failure>? in
            requested = true
            defer { pending = nil }
            return pending
        }
        if let ready { send(ready) }
    }

    /// Cancels upstream and lets go of the downstream. Before the upstream's
    /// subscription has arrived it does nothing, as in Combine: the
    /// subscription, when it comes, is still asked for `.unlimited`.
    func cancel() {
        // The downstream is let go of after the lock: its deinit may call back.
        let (upstream, released) = lock.withLock { () -> (Subscription?, Downstream?) in
            guard case .subscribed(let subscription) = state else { return (nil, nil) }
            pending = nil
            defer { state = .terminal; downstream = nil }
            return (subscription, downstream)
        }
        upstream?.cancel()
        withExtendedLifetime(released) {}
    }

    private var isSubscribed: Bool {
        lock.withLock {
            if case .subscribed = state { return true }
            return false
        }
    }

    /// Ends early (the answer is known before upstream completes): cancels upstream first, as Combine does.
    private func end(_ final: Final<Downstream.Input, Downstream.Failure>) {
        let upstream = lock.withLock { () -> Subscription? in
            guard case .subscribed(let subscription) = state else { return nil }
            state = .terminal
            return subscription
        }
        guard let upstream else { return }
        upstream.cancel()
        deliver(final)
    }

    /// A failure or an empty result goes at once; a value waits for demand.
    private func deliver(_ final: Final<Downstream.Input, Downstream.Failure>) {
        let now = final.value == nil || lock.withLock { () -> Bool in
            if !requested { pending = final }
            return requested
        }
        if now { send(final) }
    }

    private func send(_ final: Final<Downstream.Input, Downstream.Failure>) {
        let downstream = lock.withLock { () -> Downstream? in
            defer { self.downstream = nil }
            return self.downstream
        }
        guard let downstream else { return }
        if let value = final.value { _ = downstream.receive(value) }
        downstream.receive(completion: final.completion)
    }
}

/// A publisher whose subscribers go through a `ReduceInner` made per
/// subscription; `make` returns that subscription's step and completion
/// handlers, which may share state.
struct ReducePublisher<Upstream: Publisher, Output, Failure: Error>: Publisher {
    let name: String
    let upstream: Upstream
    let make: () -> (
        step: (Upstream.Output) -> Step<Output, Failure>,
        complete: (Subscribers.Completion<Upstream.Failure>) -> Final<Output, Failure>
    )

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let (step, complete) = make()
        upstream.subscribe(ReduceInner(name, downstream: subscriber, step: step, complete: complete))
    }
}
