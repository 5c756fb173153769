extension Publishers {
    /// Publishes the last value a throwing predicate accepts, when upstream finishes, as in Combine.
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
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

        /// Attaches a subscriber: upstream is asked for everything; nothing is published if no value was accepted.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            ReducePublisher<Upstream, Output, Error>(
                name: "TryLastWhere", upstream: upstream, initial: nil,
                tryReduce: {
                    last, value in
                    if try predicate(value) { last = value }
                    return .proceed
                }
            ).receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Publishes the last value a throwing predicate accepts, when upstream finishes; a throw fails the stream.
    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }
}
