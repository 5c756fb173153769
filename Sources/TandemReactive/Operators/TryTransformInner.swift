/// The subscriber and subscription of Combine's `tryMap` and `tryScan`, with
/// the rules recorded of them: every value is transformed and passed on as
/// it comes — after a cancel or a failure too; a throw cancels upstream (once)
/// and sends the failure — `tryMap`'s each time one is thrown, `tryScan`'s
/// only while the stream runs (not before its subscription, not after its
/// end), as recorded of each; the upstream's completion
/// passes only while the stream runs (not before its subscription, not after
/// its end), and requests reach upstream only until then.
final class TryTransformInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    InnerReflecting, @unchecked Sendable
where Downstream.Failure == Error {
    typealias Failure = UpstreamFailure

    let description: String
    private let downstream: Downstream
    private let transform: (Input) throws -> Downstream.Input
    private let result: (() -> Any)?
    private let lock = Lock()
    private var upstream: Subscription?
    private var ended = false

    /// With `result` (`tryScan`'s running value), the mirror shows the
    /// downstream, the status and the result, as Combine's does; without,
    /// it shows nothing (`tryMap`).
    init(
        _ name: String, downstream: Downstream, result: (() -> Any)? = nil,
        transform: @escaping (Input) throws -> Downstream.Input
    ) {
        description = name
        self.downstream = downstream
        self.result = result
        self.transform = transform
    }

    var customMirror: Mirror {
        guard let result else { return Mirror(self, children: [:]) }
        let status = lock.withLock { ended ? "terminal" : upstream == nil ? "awaiting subscription" : "subscribed" }
        return Mirror(self, children: [("downstream", downstream), ("status", status), ("result", result())])
    }

    func receive(subscription: Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard upstream == nil, !ended else { return false }
            upstream = subscription
            return true
        }
        guard accepted else { return subscription.cancel() }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        do {
            return downstream.receive(try transform(input))
        } catch {
            let (running, live) = lock.withLock { () -> (Subscription?, Bool) in
                defer { ended = true; upstream = nil }
                return (upstream, upstream != nil && !ended)
            }
            // `tryScan` (the operator with a running result) fails only while it runs.
            if result != nil, !live { return .none }
            running?.cancel()
            downstream.receive(completion: .failure(error))
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        let live = lock.withLock { () -> Bool in
            // Before the subscription, as after the end, a completion is ignored.
            guard !ended, upstream != nil else { return false }
            ended = true
            upstream = nil
            return true
        }
        guard live else { return }
        switch completion {
        case .finished: downstream.receive(completion: .finished)
        case .failure(let error): downstream.receive(completion: .failure(error))
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { ended ? nil : upstream }?.request(demand)
    }

    /// Before the upstream's subscription has come, a cancel does nothing,
    /// as in Combine (the subscription, when it comes, is taken as usual).
    func cancel() {
        let running = lock.withLock { () -> Subscription? in
            guard upstream != nil || ended else { return nil }
            ended = true
            defer { upstream = nil }
            return upstream
        }
        running?.cancel()
    }
}
