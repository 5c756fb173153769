extension Publishers {
    /// Transforms each value with a throwing closure; a throw fails the stream.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// Any error.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// The transform.
        public let transform: (Upstream.Output) throws -> Output
        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }
        /// Attaches a subscriber (see `TryTransformInner` for Combine's rules it follows).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                TryTransformInner<Upstream.Output, Upstream.Failure, S>(
                    "TryMap", downstream: subscriber, transform: transform))
        }
    }
}
