extension Publishers {
    /// Publishes the first value (matching a predicate), then finishes.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Output) -> Bool
        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        /// Attaches a subscriber. (Combine's subscription for `first(where:)`
        /// calls itself "TryFirst"; so does this one.)
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            ReducePublisher<Upstream, Output, Failure>(name: "TryFirst", upstream: upstream, initial: nil) {
                first, value in
                guard predicate(value) else { return .proceed }
                first = value
                return .finish
            }.receive(subscriber: subscriber)
        }
    }
}
