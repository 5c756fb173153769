import Synchronization

extension Subscribers {
    /// A subscriber that requests unlimited values and hands them to closures, as in Combine.
    ///
    /// As Combine's, it takes values (and a completion) before a subscription
    /// too; after completion or cancellation they are ignored. Completing or
    /// cancelling it releases both closures (so a cycle through an object the
    /// closures capture is broken), and cancelling cancels the subscription
    /// once; a second subscription is cancelled.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible,
        CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
    {
        /// The closures, until the sink completes or is cancelled.
        private struct Handlers {
            var value: ((Input) -> Void)?
            var completion: ((Subscribers.Completion<Failure>) -> Void)?
        }

        /// The closure values go to; a closure that does nothing once the sink completed or was cancelled.
        public var receiveValue: (Input) -> Void {
            // Read through a local rather than returned through the generic
            // `withLock` or `??`: a closure passed through a generic value is
            // wrapped in reabstraction thunks, which a subject calling the
            // sink's closure directly would then run on every value.
            var value: ((Input) -> Void)?
            lock.withLock { value = handlers.value }
            if let value { return value }
            return { _ in }
        }

        /// The closure the completion goes to; a closure that does nothing once the sink completed or was cancelled.
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
            var completion: ((Subscribers.Completion<Failure>) -> Void)?
            lock.withLock { completion = handlers.completion }
            if let completion { return completion }
            return { _ in }
        }

        private let lock = Lock()
        private var subscription: Subscription?
        private var handlers: Handlers
        private let ended = Atomic<Bool>(false)
        /// The value closure until the sink ends, read once per value without a
        /// lock: behind a pointer, so no dynamic exclusivity check runs per
        /// value. It is set from the start and cleared (under `lock`) when the
        /// sink ends.
        private let live: UnsafeMutablePointer<((Input) -> Void)?>

        /// Creates a sink with both closures.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            handlers = Handlers(value: receiveValue, completion: receiveCompletion)
            live = .allocate(capacity: 1)
            // Values are taken before a subscription too, as Combine's sink does.
            live.initialize(to: receiveValue)
        }

        deinit {
            live.deinitialize(count: 1)
            live.deallocate()
        }

        /// Keeps the subscription and requests unlimited values; a second subscription is cancelled.
        public func receive(subscription: Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard self.subscription == nil, !ended.load(ordering: .relaxed) else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// Passes the value to `receiveValue` while subscribed.
        public func receive(_ value: Input) -> Subscribers.Demand {
            live.pointee?(value)
            return .none
        }

        /// Passes the completion to `receiveCompletion`, then lets go of the subscription and the closures.
        public func receive(completion: Subscribers.Completion<Failure>) {
            let handlers = lock.withLock { () -> Handlers? in
                // Before a subscription too, as in Combine: the first completion ends the sink.
                guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return nil }
                return takeHandlers()
            }
            handlers?.completion?(completion)
        }

        /// Cancels the subscription (once) and lets go of the closures.
        public func cancel() {
            // The closures are released after the lock is let go: releasing
            // them may deinitialize objects that call back into this sink.
            let (upstream, released) = lock.withLock { () -> (Subscription?, Handlers?) in
                ended.store(true, ordering: .releasing)
                return (subscription, takeHandlers())
            }
            upstream?.cancel()
            _ = released
        }

        /// Clears the subscription and the closures; call with the lock held.
        private func takeHandlers() -> Handlers {
            subscription = nil
            live.pointee = nil
            defer { handlers = Handlers() }
            return handlers
        }

        /// "Sink".
        public var description: String { "Sink" }
        /// The description, as Combine shows it in a playground.
        public var playgroundDescription: Any { description }
        /// No children: Combine's sink shows none.
        public var customMirror: Mirror { Mirror(self, children: [:]) }
    }
}

extension Publisher {
    /// Attaches a sink with closures for values and completion; keep the token to stay subscribed.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a sink for values of a publisher that cannot fail; keep the token to stay subscribed.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
