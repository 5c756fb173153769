/// A publisher that eventually produces one value or fails, as in Combine.
///
/// The closure runs once, immediately; its result is kept and delivered to
/// every subscriber (when it has demand), so late subscribers get it too.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// The closure's way to deliver the result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = Lock()
    private var result: Result<Output, Failure>?
    private var waiting: [FutureSubscription] = []

    /// Runs `attemptToFulfill` now; the first result it passes to the promise counts.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let subscribers: [FutureSubscription] = lock.withLock {
            guard self.result == nil else { return [] }
            self.result = result
            defer { waiting = [] }
            return waiting
        }
        for subscription in subscribers { subscription.resolve(result) }
    }

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = FutureSubscription(
            parent: self, downstream: subscriber,
            value: { _ = subscriber.receive($0) }, completion: { subscriber.receive(completion: $0) })
        let known: Result<Output, Failure>? = lock.withLock {
            if result == nil { waiting.append(subscription) }
            return result
        }
        subscriber.receive(subscription: subscription)
        if let known { subscription.resolve(known) }
    }

    /// One subscriber's wait for the result and its demand.
    /// Forgets a subscription that was cancelled before the future was fulfilled.
    private func forget(_ subscription: FutureSubscription) {
        lock.withLock { waiting.removeAll { $0 === subscription } }
    }

    private final class FutureSubscription: Subscription, CustomStringConvertible, CustomReflectable,
        CustomPlaygroundDisplayConvertible, @unchecked Sendable
    {
        private let lock = Lock()
        /// The future and the subscriber, until the subscription ends (as
        /// Combine's mirror shows them).
        private var parent: Future?
        private var downstream: Any?
        private var value: ((Output) -> Void)?
        private var completion: ((Subscribers.Completion<Failure>) -> Void)?
        private var requested = false
        private var result: Result<Output, Failure>?

        init(
            parent: Future, downstream: Any, value: @escaping (Output) -> Void,
            completion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) {
            self.parent = parent
            self.downstream = downstream
            self.value = value
            self.completion = completion
        }

        func resolve(_ result: Result<Output, Failure>) {
            lock.withLock { self.result = result }
            deliverIfReady()
        }

        var description: String { "Future" }
        var playgroundDescription: Any { description }

        /// The future, the subscriber and whether anything was requested, as Combine's shows them.
        var customMirror: Mirror {
            let (parent, downstream, requested) = lock.withLock { (self.parent, self.downstream, self.requested) }
            return Mirror(
                self,
                children: [
                    ("parent", parent as Any), ("downstream", downstream as Any), ("hasAnyDemand", requested),
                    ("subject", parent as Any),
                ])
        }

        func request(_ demand: Subscribers.Demand) {
            demand.assertNonZero()
            lock.withLock { requested = true }
            deliverIfReady()
        }

        private func deliverIfReady() {
            let ready: (Result<Output, Failure>, (Output) -> Void, (Subscribers.Completion<Failure>) -> Void)? =
                lock.withLock {
                    guard let result, let value, let completion else { return nil }
                    if case .success = result, !requested { return nil }
                    self.value = nil
                    self.completion = nil
                    parent = nil
                    downstream = nil
                    return (result, value, completion)
                }
            guard let (result, value, completion) = ready else { return }
            switch result {
            case .success(let output):
                value(output)
                completion(.finished)
            case .failure(let error):
                completion(.failure(error))
            }
        }

        func cancel() {
            let parent = lock.withLock { () -> Future? in
                value = nil
                completion = nil
                downstream = nil
                defer { self.parent = nil }
                return self.parent
            }
            parent?.forget(self)
        }
    }
}
