extension Optional {
    /// A publisher of this optional's value: one value then `finished`, or
    /// just `finished` when it is `nil`, as in Combine.
    public var publisher: Optional<Wrapped>.Publisher {
        Publisher(self)
    }

    /// Publishes an optional's value (if any) to each subscriber, then finishes, as in Combine.
    public struct Publisher: TandemReactive.Publisher {
        /// The wrapped type.
        public typealias Output = Wrapped
        /// It never fails.
        public typealias Failure = Never

        /// The value published, or nil to publish only the completion.
        public let output: Wrapped?

        /// Creates a publisher of `output`.
        public init(_ output: Output?) {
            self.output = output
        }

        /// Sends the value on the first demand and then finishes; with no value, finishes at once.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            guard let output else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            subscriber.receive(
                subscription: SequenceSubscription(
                    subscriber, CollectionOfOne(output).makeIterator(), completion: .finished, trapsOnZeroDemand: true,
                    description: { "Optional" },
                    children: { [(nil, output)] }))
        }
    }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}
