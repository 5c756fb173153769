extension Publishers {
    /// Transforms each value and drops the nils.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The transform.
        public let transform: (Upstream.Output) -> Output?
        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }
        /// Attaches a subscriber. As in Combine, the upstream's subscription
        /// goes to the subscriber itself and every event passes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                PassThroughInner<Upstream.Output, Failure, S>(
                    "CompactMap", downstream: subscriber, transform: transform, onCompletion: { $0 }))
        }
    }
}
