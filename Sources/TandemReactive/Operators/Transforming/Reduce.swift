extension Publishers {
    /// Accumulates all values and publishes the result when upstream finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The starting value.
        public let initial: Output
        /// The accumulation.
        public let nextPartialResult: (Output, Upstream.Output) -> Output
        /// Creates the publisher.
        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (initial, next) = (initial, nextPartialResult)
            ReducePublisher<Upstream, Output, Failure>(name: "Reduce", upstream: upstream, initial: initial) {
                accumulated, value in
                accumulated = next(accumulated ?? initial, value)
                return .proceed
            }.receive(subscriber: subscriber)
        }
    }
}
