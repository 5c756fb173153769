extension Publishers {
    /// Publishes whether all values satisfy a predicate (false as soon as one does not).
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
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
            ReducePublisher<Upstream, Bool, Failure>(name: "AllSatisfy", upstream: upstream, initial: true) {
                all, value in
                guard !predicate(value) else { return .proceed }
                all = false
                return .finish
            }.receive(subscriber: subscriber)
        }
    }
}
