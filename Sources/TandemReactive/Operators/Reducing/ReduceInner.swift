/// The inner subscriber and subscription of operators that reduce a stream
/// to at most one value (`reduce`, `collect`, `count`, `first`, `last`,
/// `min`/`max`, `contains`, `allSatisfy` and their `try` forms).
///
/// Like Combine's, it keeps the result itself — starting from the
/// operator's initial result, folded with each value by `reduce` — and its
/// mirror shows the downstream, the result, the initial result and its
/// status.
///
/// As in Combine, it stands between upstream and downstream instead of
/// handing the upstream subscription on: it asks upstream for `.unlimited`
/// as soon as it is subscribed, whatever the downstream asks for, and holds
/// its result (even an empty one) until the downstream has requested something. A second
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
    private let initial: Downstream.Input?
    /// The result so far; upstream delivers serially, the lock guards the mirror's reads.
    private var result: Downstream.Input?
    private let reduce: (inout Downstream.Input?, Input) -> ReduceStep<Downstream.Failure>
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    /// The mirror's children made from the result, for an operator that
    /// shows something else than Combine's usual four (`collect` shows its count).
    private let children: ((Downstream.Input?) -> [(label: String?, value: Any)])?
    private let lock = Lock()
    private var state = State.awaitingSubscription
    private var requested = false
    /// A result reached before the downstream asked for it.
    private var pending: Final<Downstream.Input, Downstream.Failure>?
    let description: String

    init(
        _ name: String, downstream: Downstream,
        initial: Downstream.Input?,
        reduce: @escaping (inout Downstream.Input?, Input) -> ReduceStep<Downstream.Failure>,
        mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
        children: ((Downstream.Input?) -> [(label: String?, value: Any)])?
    ) {
        description = name
        self.downstream = downstream
        self.initial = initial
        result = initial
        self.reduce = reduce
        self.mapFailure = mapFailure
        self.children = children
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
        var folded = lock.withLock { result }
        let step = reduce(&folded, input)
        lock.withLock { result = folded }
        switch step {
        case .proceed:
            break
        case .finish:
            end(Final(value: folded, completion: .finished))
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
        guard active else { return }
        switch completion {
        case .finished: deliver(Final(value: lock.withLock { result }, completion: .finished))
        case .failure(let error): deliver(Final(value: nil, completion: .failure(mapFailure(error))))
        }
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

    /// The downstream, the result, the initial result and the status, as Combine's show.
    var customMirror: Mirror {
        let (downstream, result, status) = lock.withLock { () -> (Downstream?, Downstream.Input?, String) in
            switch state {
            case .awaitingSubscription: (self.downstream, self.result, "awaiting subscription")
            case .subscribed(let subscription): (self.downstream, self.result, "subscribed(\(subscription))")
            case .terminal: (self.downstream, self.result, "terminal")
            }
        }
        if let children { return Mirror(self, children: children(result)) }
        return Mirror(
            self,
            children: [
                ("downstream", downstream as Any), ("result", result as Any), ("initial", initial as Any),
                ("status", status),
            ])
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

    /// A failure goes at once; a finished result — a value or none —
    /// waits for the downstream's demand, as in Combine.
    private func deliver(_ final: Final<Downstream.Input, Downstream.Failure>) {
        if case .failure = final.completion { return send(final) }
        let now = lock.withLock { () -> Bool in
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

/// What folding one value into a reducing operator's result tells it.
enum ReduceStep<Failure: Error> {
    /// Go on reading upstream.
    case proceed
    /// The result is known: cancel upstream and finish with it.
    case finish
    /// Fail now and cancel upstream.
    case fail(Failure)
}

extension ReduceStep where Failure == Error {
    /// Runs a throwing operator's fold: a thrown error fails the stream, as the `try` operators do.
    static func trying(_ body: () throws -> ReduceStep) -> ReduceStep {
        do { return try body() } catch { return .fail(error) }
    }
}

/// A publisher whose subscribers go through a `ReduceInner` made per
/// subscription: each starts from `initial` and folds values with `reduce`;
/// the upstream's failure becomes the operator's through `mapFailure`.
struct ReducePublisher<Upstream: Publisher, Output, Failure: Error>: Publisher {
    let name: String
    let upstream: Upstream
    let initial: Output?
    let mapFailure: (Upstream.Failure) -> Failure
    let reduce: (inout Output?, Upstream.Output) -> ReduceStep<Failure>
    /// The mirror's children, when not Combine's usual four.
    var children: ((Output?) -> [(label: String?, value: Any)])? = nil

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.subscribe(
            ReduceInner(
                name, downstream: subscriber, initial: initial, reduce: reduce, mapFailure: mapFailure,
                children: children))
    }
}

extension ReducePublisher where Failure == Upstream.Failure {
    /// A reducing publisher that fails as its upstream does.
    init(
        name: String, upstream: Upstream, initial: Output?,
        reduce: @escaping (inout Output?, Upstream.Output) -> ReduceStep<Failure>
    ) {
        self.init(name: name, upstream: upstream, initial: initial, mapFailure: { $0 }, reduce: reduce)
    }
}

extension ReducePublisher where Failure == Error {
    /// A reducing publisher whose fold may throw: the upstream's failure is erased to `Error`.
    init(
        name: String, upstream: Upstream, initial: Output?,
        tryReduce: @escaping (inout Output?, Upstream.Output) throws -> ReduceStep<Failure>
    ) {
        self.init(
            name: name, upstream: upstream, initial: initial, mapFailure: { $0 },
            reduce: { result, value in ReduceStep.trying { try tryReduce(&result, value) } })
    }
}
