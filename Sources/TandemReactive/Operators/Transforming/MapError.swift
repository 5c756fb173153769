extension Publishers {
    /// Transforms the error.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream.
        public let upstream: Upstream
        /// The transform.
        public let transform: (Upstream.Failure) -> Failure
        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }
        /// Attaches a subscriber. As in Combine, the upstream's subscription
        /// goes to the subscriber itself and every event passes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(
                PassThroughInner<Output, Upstream.Failure, S>(
                    "MapError", downstream: subscriber, transform: { $0 }, onCompletion: { $0.mapError(transform) }))
        }
    }
}
