extension Publishers {
    /// Publishes the last value (matching a predicate) when upstream finishes.
    public struct LastWhere<Upstream: Publisher>: Publisher {
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
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            ReducePublisher<Upstream, Output, Failure>(name: "LastWhere", upstream: upstream, initial: nil) {
                last, value in
                if predicate(value) { last = value }
                return .proceed
            }.receive(subscriber: subscriber)
        }
    }
}
