extension Publishers {
    /// Passes on the values a throwing predicate accepts; a throw fails the stream.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Any error.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// The predicate.
        public let isIncluded: (Upstream.Output) throws -> Bool
        /// Creates the publisher.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            StepPublisher<Upstream, Output, Error>(name: "TryFilter", upstream: upstream, rules: .filtering) {
                (
                    { value in
                        do { return try isIncluded(value) ? .emit(value) : .skip } catch { return .fail(error) }
                    }, { $0.erased.final() }
                )
            }.receive(subscriber: subscriber)
        }
    }
}
