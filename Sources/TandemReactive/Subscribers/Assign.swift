import Synchronization

extension Subscribers {
    /// A subscriber that writes each value to a property of an object, as in Combine.
    ///
    /// It holds the object strongly until completion or cancellation.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        /// The subscriber's failure type: assignment cannot fail.
        public typealias Failure = Never

        /// The object written to; nil after completion or cancellation.
        public private(set) var object: Root?
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private let lock = Lock()
        private var subscription: Subscription?

        /// Creates an assigning subscriber.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        /// Keeps the subscription and requests unlimited values.
        public func receive(subscription: Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard self.subscription == nil, object != nil else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// Writes the value.
        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }

        /// Releases the object.
        public func receive(completion: Subscribers.Completion<Never>) {
            lock.withLock { subscription = nil }
            object = nil
        }

        /// Cancels and releases the object.
        public func cancel() {
            let current = lock.withLock { () -> Subscription? in
                defer { subscription = nil }
                return subscription
            }
            current?.cancel()
            object = nil
        }

        /// "Assign".
        public var description: String { "Assign" }
    }
}

extension Publisher where Failure == Never {
    /// Writes every value to `object[keyPath:]`; keep the token to stay subscribed.
    /// The object is held strongly while subscribed, as in Combine.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let subscriber = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}
