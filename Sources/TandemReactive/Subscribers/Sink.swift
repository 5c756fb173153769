import Synchronization

extension Subscribers {
    /// A subscriber that requests unlimited values and hands them to closures, as in Combine.
    ///
    /// Cancelling it (or releasing the `AnyCancellable` that `sink` returned)
    /// cancels the subscription and releases the closures.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        /// The closure values go to.
        public let receiveValue: (Input) -> Void
        /// The closure the completion goes to.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let lock = Lock()
        private var subscription: Subscription?
        private let ended = Atomic<Bool>(false)

        /// Creates a sink with both closures.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
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

        /// Passes the value to `receiveValue`.
        public func receive(_ value: Input) -> Subscribers.Demand {
            receiveValue(value)
            return .none
        }

        /// Passes the completion to `receiveCompletion` and lets go of the subscription.
        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
            lock.withLock { subscription = nil }
            receiveCompletion(completion)
        }

        /// Cancels the subscription.
        public func cancel() {
            ended.store(true, ordering: .releasing)
            let current = lock.withLock { () -> Subscription? in
                defer { subscription = nil }
                return subscription
            }
            current?.cancel()
        }

        /// "Sink".
        public var description: String { "Sink" }
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
