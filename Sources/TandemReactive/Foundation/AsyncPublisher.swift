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
///
/// Several `next()` calls may wait at once (from concurrent tasks): each
/// waiting call has requested one value, and values go to the calls in the
/// order they started waiting. The completion ends every waiting call, and
/// so does cancelling any waiting task (which cancels the subscription, as
/// in Combine); no continuation is left behind.
final class AsyncInner<Output, Failure: Error>: Subscriber, @unchecked Sendable {
    typealias Input = Output
    private typealias Waiter = CheckedContinuation<Transfer<Output>?, Error>

    private let lock = Lock()
    private var subscription: Subscription?
    private var waiting: [Waiter] = []
    private var ready: [Output] = []
    private var ending: Subscribers.Completion<Failure>?
    /// Values requested before the subscription arrived.
    private var owed = 0

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        publisher.subscribe(self)
    }

    func receive(subscription: Subscription) {
        let owed = lock.withLock { () -> Int? in
            guard self.subscription == nil, ending == nil else { return nil }
            self.subscription = subscription
            defer { self.owed = 0 }
            return self.owed
        }
        guard let owed else { return subscription.cancel() }
        if owed > 0 { subscription.request(.max(owed)) }
    }

    func receive(_ input: Output) -> Subscribers.Demand {
        let waiter = lock.withLock { () -> Waiter? in
            guard ending == nil else { return nil }
            if waiting.isEmpty {
                ready.append(input)
                return nil
            }
            return waiting.removeFirst()
        }
        waiter?.resume(returning: Transfer(value: input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let waiters = lock.withLock { () -> [Waiter] in
            guard ending == nil else { return [] }
            ending = completion
            subscription = nil
            defer { waiting = [] }
            return waiting
        }
        for waiter in waiters {
            switch completion {
            case .finished: waiter.resume(returning: nil)
            case .failure(let error): waiter.resume(throwing: error)
            }
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
            try await withCheckedThrowingContinuation { (continuation: Waiter) in
                let action: Action = lock.withLock {
                    if !ready.isEmpty { return .value(ready.removeFirst()) }
                    if let ending { return .end(ending) }
                    waiting.append(continuation)
                    if subscription == nil { owed += 1 }
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
            let (subscription, waiters) = lock.withLock { () -> (Subscription?, [Waiter]) in
                defer { self.subscription = nil; waiting = []; ready = []; if ending == nil { ending = .finished } }
                return (self.subscription, waiting)
            }
            subscription?.cancel()
            for waiter in waiters { waiter.resume(returning: nil) }
        }
    }
}

/// Hands a value from the publisher's thread to the awaiting task; the
/// iterator consumes each value once, so nothing is shared.
struct Transfer<Value>: @unchecked Sendable {
    let value: Value
}
