/// The subscription of `catch` and `tryCatch`, as recorded of Combine's:
///
/// - The subscriber gets its subscription when upstream's arrives (a second
///   one is cancelled). Its requests are counted and passed to upstream.
/// - Every upstream value goes downstream and is counted against the demand
///   (one nobody asked for stops the program); what the subscriber asks for
///   in return is counted and returned.
/// - Upstream finishing ends the stream. Upstream failing hands the error to
///   the handler and subscribes to the replacement, which is asked for the
///   demand still outstanding once it subscribes; requests made meanwhile
///   are added to it. For `tryCatch`, a throwing handler fails the stream.
///   A failure after the replacement was made, or before upstream's
///   subscription, stops the program; after the end it is ignored.
/// - The replacement's values pass straight through, uncounted; its first
///   completion ends the stream.
/// - A cancel reaches the current upstream or replacement once; while
///   neither has subscribed it does nothing (the one that comes is taken).
/// - The subscriber is held to the end, as in Combine; the mirror shows it
///   and the outstanding demand.
final class CatchInner<Downstream: Subscriber, UpstreamFailure: Error>: Subscription, InnerReflecting,
    @unchecked Sendable
{
    typealias Input = Downstream.Input

    private enum Phase {
        case awaitingUpstream
        case upstream(Subscription)
        case awaitingReplacement
        case replacement(Subscription)
        case ended
    }

    private let lock = Lock()
    private let downstream: Downstream
    private var phase = Phase.awaitingUpstream
    /// What the subscriber asked for and has not received from upstream.
    private var demand = Subscribers.Demand.none
    /// Subscribes the replacement made from upstream's error; throws (for
    /// `tryCatch`) if the handler threw.
    private let replace: (UpstreamFailure, CatchInner) throws -> Void
    let description: String

    init(_ name: String, downstream: Downstream, replace: @escaping (UpstreamFailure, CatchInner) throws -> Void) {
        description = name
        self.downstream = downstream
        self.replace = replace
    }

    /// The downstream and its outstanding demand, as Combine's mirror shows.
    var customMirror: Mirror {
        Mirror(self, children: ["downstream": downstream, "demand": lock.withLock { demand }])
    }

    /// The subscriber to give upstream.
    func upstreamSubscriber() -> UpstreamSide { UpstreamSide(inner: self) }

    /// The subscriber to give the replacement, whose failures `convert` turns into the downstream's.
    func replacementSubscriber<Failure: Error>(
        converting convert: @escaping (Failure) -> Downstream.Failure
    ) -> ReplacementSide<Failure> {
        ReplacementSide(inner: self, convert: convert)
    }

    func request(_ more: Subscribers.Demand) {
        more.assertNonZero()
        let upstream = lock.withLock { () -> Subscription? in
            switch phase {
            case .awaitingUpstream:
                // Only reachable by a subscriber that requests through a
                // subscription it was never given.
                fatalError("Unexpected state: request before subscription sent")
            case .upstream(let subscription):
                demand += more
                return subscription
            case .awaitingReplacement:
                demand += more
                return nil
            case .replacement(let subscription):
                return subscription
            case .ended:
                return nil
            }
        }
        upstream?.request(more)
    }

    func cancel() {
        let running = lock.withLock { () -> Subscription? in
            switch phase {
            case .upstream(let subscription), .replacement(let subscription):
                phase = .ended
                return subscription
            case .awaitingUpstream, .awaitingReplacement, .ended:
                return nil
            }
        }
        running?.cancel()
    }

    // MARK: Upstream

    fileprivate func upstreamSubscribed(_ subscription: Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard case .awaitingUpstream = phase else { return false }
            phase = .upstream(subscription)
            return true
        }
        if accepted { downstream.receive(subscription: self) } else { subscription.cancel() }
    }

    fileprivate func upstreamValue(_ input: Input) -> Subscribers.Demand {
        lock.withLock {
            // Counted in any phase, as Combine does; below zero is not allowed.
            if demand == .none { fatalError("demand cannot be negative") }
            demand -= 1
        }
        let more = downstream.receive(input)
        if more > 0 { lock.withLock { demand += more } }
        return more
    }

    fileprivate func upstreamCompleted(_ completion: Subscribers.Completion<UpstreamFailure>) {
        switch completion {
        case .finished:
            let running = lock.withLock { () -> Bool in
                guard case .upstream = phase else { return false }
                phase = .ended
                return true
            }
            if running { downstream.receive(completion: .finished) }
        case .failure(let error):
            let running = lock.withLock { () -> Bool in
                switch phase {
                case .upstream:
                    phase = .awaitingReplacement
                    return true
                case .ended:
                    return false
                case .awaitingUpstream, .awaitingReplacement, .replacement:
                    fatalError("Unexpected state: received completion but do not have subscription")
                }
            }
            guard running else { return }
            do {
                try replace(error, self)
            } catch {
                lock.withLock { phase = .ended }
                // Only `tryCatch` throws, and its downstream's failure is `Error`.
                if let failure = error as? Downstream.Failure { downstream.receive(completion: .failure(failure)) }
            }
        }
    }

    // MARK: Replacement

    fileprivate func replacementSubscribed(_ subscription: Subscription) {
        let owed = lock.withLock { () -> Subscribers.Demand? in
            guard case .awaitingReplacement = phase else { return nil }
            phase = .replacement(subscription)
            return demand
        }
        guard let owed else { return subscription.cancel() }
        if owed > 0 { subscription.request(owed) }
    }

    fileprivate func replacementValue(_ input: Input) -> Subscribers.Demand {
        downstream.receive(input)
    }

    fileprivate func replacementCompleted(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let running = lock.withLock { () -> Bool in
            guard case .replacement = phase else { return false }
            phase = .ended
            return true
        }
        if running { downstream.receive(completion: completion) }
    }

    /// The subscriber upstream sees: the operator under another face.
    final class UpstreamSide: Subscriber, InnerReflecting {
        typealias Input = Downstream.Input
        typealias Failure = UpstreamFailure
        private let inner: CatchInner

        fileprivate init(inner: CatchInner) { self.inner = inner }

        var description: String { inner.description }
        var customMirror: Mirror { inner.customMirror }
        func receive(subscription: Subscription) { inner.upstreamSubscribed(subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { inner.upstreamValue(input) }
        func receive(completion: Subscribers.Completion<Failure>) { inner.upstreamCompleted(completion) }
    }

    /// The subscriber the replacement sees.
    final class ReplacementSide<Failure: Error>: Subscriber, InnerReflecting {
        typealias Input = Downstream.Input
        private let inner: CatchInner
        private let convert: (Failure) -> Downstream.Failure

        fileprivate init(inner: CatchInner, convert: @escaping (Failure) -> Downstream.Failure) {
            self.inner = inner
            self.convert = convert
        }

        var description: String { inner.description }
        var customMirror: Mirror { inner.customMirror }
        func receive(subscription: Subscription) { inner.replacementSubscribed(subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { inner.replacementValue(input) }
        func receive(completion: Subscribers.Completion<Failure>) {
            switch completion {
            case .finished: inner.replacementCompleted(.finished)
            case .failure(let error): inner.replacementCompleted(.failure(convert(error)))
            }
        }
    }
}
