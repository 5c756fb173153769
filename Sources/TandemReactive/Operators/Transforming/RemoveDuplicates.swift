extension Publishers {
    /// Drops a value equal (by a predicate) to the one before it.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Whether two consecutive values count as duplicates.
        public let predicate: (Output, Output) -> Bool
        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            StepPublisher<Upstream, Output, Failure>(name: "RemoveDuplicates", upstream: upstream, rules: .filtering) {
                var previous: Output?
                return (
                    { value in
                        defer { previous = value }
                        if let previous, predicate(previous, value) { return .skip }
                        return .emit(value)
                    }, { $0.final() }
                )
            }.receive(subscriber: subscriber)
        }
    }
}
