extension Publishers {
    /// Publishes whether any value satisfies a throwing predicate, as in Combine.
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        /// The answer.
        public typealias Output = Bool
        /// Any error: upstream's or the predicate's.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// The predicate; the first true answers `true` at once and cancels upstream.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches a subscriber: upstream is asked for everything; `false` is published when it finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            ReducePublisher<Upstream, Bool, Error>(
                name: "TryContainsWhere", upstream: upstream, initial: false,
                tryReduce: {
                    found, value in
                    guard try predicate(value) else { return .proceed }
                    found = true
                    return .finish
                }
            ).receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Publishes whether any value satisfies a throwing predicate; a throw fails the stream.
    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }
}
