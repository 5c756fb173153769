/// A publisher's values as an `AsyncSequence`, for a publisher that cannot fail, as in Combine.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// The values.
    public typealias Element = P.Output

    private let publisher: P

    /// Wraps a publisher.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// Subscribes and returns an iterator that requests one value per `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(inner: AsyncInner(publisher))
    }

    /// Iterates a publisher's values; `next()` returns nil once it finishes.
    public struct Iterator: AsyncIteratorProtocol {
        let inner: AsyncInner<P.Output, Never>

        /// The next value, or nil at the end (or on task cancellation).
        public mutating func next() async -> P.Output? {
            try? await inner.next()
        }
    }
}

/// A publisher's values as a throwing `AsyncSequence`, as in Combine.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    /// The values.
    public typealias Element = P.Output

    private let publisher: P

    /// Wraps a publisher.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// Subscribes and returns an iterator that requests one value per `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(inner: AsyncInner(publisher))
    }

    /// Iterates a publisher's values; `next()` throws the publisher's error.
    public struct Iterator: AsyncIteratorProtocol {
        let inner: AsyncInner<P.Output, P.Failure>

        /// The next value, nil at the end, or the publisher's error.
        public mutating func next() async throws -> P.Output? {
            try await inner.next()
        }
    }
}

extension Publisher where Failure == Never {
    /// The values as an async sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The values as a throwing async sequence.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// The subscriber behind async iteration: one value requested per `next()`.
final class AsyncInner<Output, Failure: Error>: Subscriber, @unchecked Sendable {
    typealias Input = Output

    private let lock = Lock()
    private var subscription: Subscription?
    private var waiting: CheckedContinuation<Transfer<Output>?, Error>?
    private var ready: [Output] = []
    private var ending: Subscribers.Completion<Failure>?
    private var wantsValue = false

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        publisher.subscribe(self)
    }

    func receive(subscription: Subscription) {
        let pending = lock.withLock { () -> Bool in
            self.subscription = subscription
            return wantsValue
        }
        if pending { subscription.request(.max(1)) }
    }

    func receive(_ input: Output) -> Subscribers.Demand {
        let continuation = lock.withLock { () -> CheckedContinuation<Transfer<Output>?, Error>? in
            defer { waiting = nil }
            if waiting == nil { ready.append(input) }
            return waiting
        }
        continuation?.resume(returning: Transfer(value: input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let continuation = lock.withLock { () -> CheckedContinuation<Transfer<Output>?, Error>? in
            ending = completion
            subscription = nil
            defer { waiting = nil }
            return waiting
        }
        guard let continuation else { return }
        switch completion {
        case .finished: continuation.resume(returning: nil)
        case .failure(let error): continuation.resume(throwing: error)
        }
    }

    private enum Action {
        case value(Output)
        case end(Subscribers.Completion<Failure>)
        case request(Subscription?)
    }

    func next() async throws -> Output? {
        try await nextTransfer()?.value
    }

    private func nextTransfer() async throws -> Transfer<Output>? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let action: Action = lock.withLock {
                    if !ready.isEmpty { return .value(ready.removeFirst()) }
                    if let ending { return .end(ending) }
                    waiting = continuation
                    wantsValue = subscription == nil
                    return .request(subscription)
                }
                switch action {
                case .value(let value): continuation.resume(returning: Transfer(value: value))
                case .end(.finished): continuation.resume(returning: nil)
                case .end(.failure(let error)): continuation.resume(throwing: error)
                case .request(let subscription): subscription?.request(.max(1))
                }
            }
        } onCancel: {
            let (subscription, continuation) = lock.withLock { () -> (Subscription?, CheckedContinuation<Transfer<Output>?, Error>?) in
                defer { self.subscription = nil; waiting = nil; ending = .finished }
                return (self.subscription, waiting)
            }
            subscription?.cancel()
            continuation?.resume(returning: nil)
        }
    }
}

/// Hands a value from the publisher's thread to the awaiting task; the
/// iterator consumes each value once, so nothing is shared.
struct Transfer<Value>: @unchecked Sendable {
    let value: Value
}
