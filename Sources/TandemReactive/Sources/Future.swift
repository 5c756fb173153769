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
            value: { _ = subscriber.receive($0) }, completion: { subscriber.receive(completion: $0) })
        let known: Result<Output, Failure>? = lock.withLock {
            if result == nil { waiting.append(subscription) }
            return result
        }
        subscriber.receive(subscription: subscription)
        if let known { subscription.resolve(known) }
    }

    /// One subscriber's wait for the result and its demand.
    private final class FutureSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
        private let lock = Lock()
        private var value: ((Output) -> Void)?
        private var completion: ((Subscribers.Completion<Failure>) -> Void)?
        private var requested = false
        private var result: Result<Output, Failure>?

        init(value: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
            self.value = value
            self.completion = completion
        }

        func resolve(_ result: Result<Output, Failure>) {
            lock.withLock { self.result = result }
            deliverIfReady()
        }

        var description: String { "Future" }

        func request(_ demand: Subscribers.Demand) {
            demand.assertNonZero()
            lock.withLock { requested = true }
            deliverIfReady()
        }

        private func deliverIfReady() {
            let ready: (Result<Output, Failure>, (Output) -> Void, (Subscribers.Completion<Failure>) -> Void)? = lock.withLock {
                guard let result, let value, let completion else { return nil }
                if case .success = result, !requested { return nil }
                self.value = nil
                self.completion = nil
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
            lock.withLock {
                value = nil
                completion = nil
            }
        }
    }
}
