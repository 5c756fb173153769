extension Result {
    /// A publisher of this result: its success then `finished`, or its failure, as in Combine.
    public var publisher: Result<Success, Failure>.Publisher {
        Publisher(self)
    }

    /// Publishes a result to each subscriber: a success as one value and
    /// `finished` (on the first demand), a failure at once, as in Combine.
    public struct Publisher: TandemReactive.Publisher {
        /// The success type.
        public typealias Output = Success

        /// The result published.
        public let result: Result<Output, Failure>

        /// Creates a publisher of `result`.
        public init(_ result: Result<Output, Failure>) {
            self.result = result
        }

        /// Creates a publisher of a success.
        public init(_ output: Output) {
            self.init(.success(output))
        }

        /// Creates a publisher of a failure.
        public init(_ failure: Failure) {
            self.init(.failure(failure))
        }

        /// Sends the success on the first demand and then finishes, or fails at once.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            switch result {
            case .success(let output):
                let subscription = SequenceSubscription(
                    subscriber, CollectionOfOne(output).makeIterator(), completion: .finished, trapsOnZeroDemand: true,
                    description: { "Once" },
                    children: { [(nil, output)] })
                subscriber.receive(subscription: subscription)
            case .failure(let error):
                Fail(error: error).receive(subscriber: subscriber)
            }
        }
    }
}

extension Result.Publisher: Equatable where Success: Equatable, Failure: Equatable {}
