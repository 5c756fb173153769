extension Publishers {
    /// Accumulates every value with a throwing closure and publishes the result when upstream finishes, as in Combine.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        /// Any error: upstream's or the closure's.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// The starting value (published as is when upstream sends nothing).
        public let initial: Output
        /// The accumulation.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates the publisher.
        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches a subscriber: upstream is asked for everything; the result waits for the subscriber's demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (initial, next) = (initial, nextPartialResult)
            ReducePublisher<Upstream, Output, Error>(
                name: "TryReduce", upstream: upstream, initial: initial,
                tryReduce: {
                    accumulated, value in
                    accumulated = try next(accumulated ?? initial, value)
                    return .proceed
                }
            ).receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Accumulates every value with a throwing closure; publishes the result when upstream finishes.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
        -> Publishers.TryReduce<Self, T>
    {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
}
