extension Publishers {
    /// Publishes whether every value satisfies a throwing predicate, as in Combine.
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        /// The answer.
        public typealias Output = Bool
        /// Any error: upstream's or the predicate's.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// The predicate; the first false answers `false` at once and cancels upstream.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches a subscriber: upstream is asked for everything; `true` is published when it finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            ReducePublisher<Upstream, Bool, Error>(
                name: "TryAllSatisfy", upstream: upstream, initial: true,
                tryReduce: { all, value in
                    guard try !predicate(value) else { return .proceed }
                    all = false
                    return .finish
                }
            ).receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Publishes whether every value satisfies a throwing predicate; a throw fails the stream.
    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }
}
