extension Publishers {
    /// Publishes the first value a throwing predicate accepts, then finishes, as in Combine.
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Any error: upstream's or the predicate's.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches a subscriber: upstream is asked for everything and cancelled once a value is accepted.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            ReducePublisher<Upstream, Output, Error>(
                name: "TryFirstWhere", upstream: upstream, initial: nil,
                tryReduce: {
                    first, value in
                    guard try predicate(value) else { return .proceed }
                    first = value
                    return .finish
                }
            ).receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Publishes the first value a throwing predicate accepts, then finishes; a throw fails the stream.
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }
}
