extension Publishers {
    /// Emits each step of an accumulation.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The starting value.
        public let initialResult: Output
        /// The accumulation.
        public let nextPartialResult: (Output, Upstream.Output) -> Output
        /// Creates the publisher.
        public init(
            upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }
        /// Attaches a subscriber. As in Combine, the upstream's subscription
        /// goes to the subscriber itself and every event passes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            let accumulated = Accumulator(initialResult)
            upstream.subscribe(
                PassThroughInner<Upstream.Output, Failure, S>(
                    "Scan", downstream: subscriber,
                    children: { [("downstream", subscriber), ("result", accumulated.value)] },
                    transform: { value in
                        accumulated.value = next(accumulated.value, value)
                        return accumulated.value
                    },
                    onCompletion: { $0 }))
        }
    }
}
