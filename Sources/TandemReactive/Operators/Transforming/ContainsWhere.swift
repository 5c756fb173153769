extension Publishers {
    /// Publishes whether any value satisfies a predicate (true as soon as one does).
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        /// The answer.
        public typealias Output = Bool
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Upstream.Output) -> Bool
        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            ReducePublisher<Upstream, Bool, Failure>(name: "ContainsWhere", upstream: upstream, initial: false) {
                found, value in
                guard predicate(value) else { return .proceed }
                found = true
                return .finish
            }.receive(subscriber: subscriber)
        }
    }
}
