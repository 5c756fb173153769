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

/// The subscriber behind async iteration: one value requested per `next()`,
/// as Combine's is.
///
/// Several `next()` calls may wait at once (from concurrent tasks): each
/// waiting call has requested one value, and values go to the calls in the
/// order they started waiting. Calls made before the subscription arrives
/// add up, and their demand is requested when it comes. As in Combine,
/// nothing is buffered: a value that no call is waiting for stops the
/// program ("Received an output without requesting demand"), and a value
/// before the subscription ends every waiting call with nil. The completion
/// goes to the first waiting call (the others get nil); a failure that no
/// call is waiting for is thrown by the next one. Cancelling — the
/// iterator's task, or the subscriber itself — cancels the subscription and
/// ends every waiting call with nil. No continuation is left behind.
final class AsyncInner<Output, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Input = Output
    private typealias Waiter = CheckedContinuation<Transfer<Output>?, Error>

    private enum State {
        case awaitingSubscription
        case subscribed(Subscription)
        /// Ended; a failure not yet thrown to a `next()` call.
        case terminal(Failure?)
    }

    private let lock = Lock()
    private var state = State.awaitingSubscription
    private var waiting: [Waiter] = []
    /// What `next()` calls made before the subscription asked for.
    private var owed = Subscribers.Demand.none

    init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        publisher.subscribe(self)
    }

    func receive(subscription: Subscription) {
        let owed = lock.withLock { () -> Subscribers.Demand? in
            guard case .awaitingSubscription = state else { return nil }
            state = .subscribed(subscription)
            defer { self.owed = .none }
            return self.owed
        }
        guard let owed else { return subscription.cancel() }
        if owed > 0 { subscription.request(owed) }
    }

    func receive(_ input: Output) -> Subscribers.Demand {
        let (waiter, ended) = lock.withLock { () -> (Waiter?, [Waiter]) in
            guard case .subscribed = state else { return (nil, takeWaiting()) }
            precondition(!waiting.isEmpty, "Received an output without requesting demand")
            return (waiting.removeFirst(), [])
        }
        waiter?.resume(returning: Transfer(value: input))
        for waiter in ended { waiter.resume(returning: nil) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let (first, rest) = lock.withLock { () -> (Waiter?, [Waiter]) in
            if case .terminal = state { return (nil, takeWaiting()) }
            guard !waiting.isEmpty else {
                if case .failure(let error) = completion { state = .terminal(error) } else { state = .terminal(nil) }
                return (nil, [])
            }
            state = .terminal(nil)
            let all = takeWaiting()
            return (all.first, Array(all.dropFirst()))
        }
        switch completion {
        case .finished: first?.resume(returning: nil)
        case .failure(let error): first?.resume(throwing: error)
        }
        for waiter in rest { waiter.resume(returning: nil) }
    }

    /// Cancels the subscription (if it has come) and ends every waiting call with nil.
    func cancel() {
        let (subscription, ended) = lock.withLock { () -> (Subscription?, [Waiter]) in
            defer { state = .terminal(nil) }
            if case .subscribed(let subscription) = state { return (subscription, takeWaiting()) }
            return (nil, takeWaiting())
        }
        subscription?.cancel()
        for waiter in ended { waiter.resume(returning: nil) }
    }

    private func takeWaiting() -> [Waiter] {
        defer { waiting = [] }
        return waiting
    }

    private enum Action {
        case wait(Subscription?)
        case end(Failure?)
    }

    func next() async throws -> Output? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: Waiter) in
                let action: Action = lock.withLock {
                    switch state {
                    case .awaitingSubscription:
                        waiting.append(continuation)
                        owed += 1
                        return .wait(nil)
                    case .subscribed(let subscription):
                        waiting.append(continuation)
                        return .wait(subscription)
                    case .terminal(let failure):
                        state = .terminal(nil)
                        return .end(failure)
                    }
                }
                switch action {
                case .wait(let subscription): subscription?.request(.max(1))
                case .end(nil): continuation.resume(returning: nil)
                case .end(let error?): continuation.resume(throwing: error)
                }
            }
        } onCancel: {
            cancel()
        }?.value
    }
}

struct Transfer<Value>: @unchecked Sendable {
    let value: Value
}
