extension Publishers {
    /// Publishes whether upstream sends a given value (`true` as soon as it does), as in Combine.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        /// The answer.
        public typealias Output = Bool
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The value looked for.
        public let output: Upstream.Output

        /// Creates the publisher.
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches a subscriber: upstream is asked for everything and cancelled once the value is seen.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = output
            ReducePublisher<Upstream, Bool, Failure>(name: "Contains", upstream: upstream, initial: false) {
                found, value in
                guard value == output else { return .proceed }
                found = true
                return .finish
            }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher where Output: Equatable {
    /// Publishes whether upstream sends `output`.
    public func contains(_ output: Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}

extension Publishers.Contains: Equatable where Upstream: Equatable {}
