extension Publishers {
    /// Emits each step of an accumulation made by a throwing closure, as in Combine.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        /// Any error: upstream's or the closure's.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// The starting value, given to the closure with the first value.
        public let initialResult: Output
        /// The accumulation.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates the publisher.
        public init(
            upstream: Upstream, initialResult: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches a subscriber; each subscription accumulates from
        /// `initialResult` on its own (see `TryTransformInner` for Combine's
        /// rules it follows).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            let accumulated = Accumulator(initialResult)
            upstream.subscribe(
                TryTransformInner<Upstream.Output, Upstream.Failure, S>(
                    "TryScan", downstream: subscriber, result: { accumulated.value },
                    transform: { value in
                        accumulated.value = try next(accumulated.value, value)
                        return accumulated.value
                    }))
        }
    }
}

extension Publisher {
    /// Emits each intermediate result of a throwing accumulation; a throw fails the stream.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
        -> Publishers.TryScan<Self, T>
    {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
