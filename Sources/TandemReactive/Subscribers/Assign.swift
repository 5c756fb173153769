import Synchronization

extension Subscribers {
    /// A subscriber that writes each value to a property of an object, as in Combine.
    ///
    /// It holds the object strongly until completion or cancellation.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
        CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
    {
        /// The subscriber's failure type: assignment cannot fail.
        public typealias Failure = Never

        /// The object written to; nil after completion or cancellation.
        public var object: Root? { lock.withLock { storedObject } }
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private let lock = Lock()
        private var storedObject: Root?
        private var subscription: Subscription?

        /// Creates an assigning subscriber.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            storedObject = object
            self.keyPath = keyPath
        }

        /// Keeps the subscription and requests unlimited values; a second subscription is cancelled.
        public func receive(subscription: Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard self.subscription == nil, storedObject != nil else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// Writes the value, while subscribed; values before the subscription or after the end are ignored.
        public func receive(_ value: Input) -> Subscribers.Demand {
            let target = lock.withLock { subscription == nil ? nil : storedObject }
            target?[keyPath: keyPath] = value
            return .none
        }

        /// Releases the object.
        public func receive(completion: Subscribers.Completion<Never>) {
            _ = end()
        }

        /// Cancels the subscription (once) and releases the object.
        public func cancel() {
            end()?.cancel()
        }

        /// Clears the subscription and the object under the lock, and lets
        /// go of the object only after it: the object's deinit may complete
        /// or cancel this very subscriber.
        private func end() -> Subscription? {
            let (upstream, released) = lock.withLock { () -> (Subscription?, Root?) in
                defer { subscription = nil; storedObject = nil }
                return (subscription, storedObject)
            }
            withExtendedLifetime(released) {}
            return upstream
        }

        /// "Assign" and the object's type, as Combine writes it ("Assign Account.").
        public var description: String { "Assign \(Root.self)." }
        /// The description, as Combine shows it in a playground.
        public var playgroundDescription: Any { description }
        /// The object, the key path and the subscription's status, as Combine reflects them.
        public var customMirror: Mirror {
            let (object, upstream) = lock.withLock { (storedObject, subscription) }
            let status: Any =
                upstream.map { "subscribed(\($0))" } ?? (object == nil ? "terminal" : "awaiting subscription")
            return Mirror(self, children: ["object": object as Any, "keyPath": keyPath, "status": status])
        }
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
