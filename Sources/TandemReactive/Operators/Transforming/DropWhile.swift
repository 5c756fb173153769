extension Publishers {
    /// Drops values while a predicate holds, then passes everything on.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The predicate.
        public let predicate: (Output) -> Bool
        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            StepPublisher<Upstream, Output, Failure>(name: "DropWhile", upstream: upstream, rules: .zeroDemandTraps) {
                var dropping = true
                return (
                    { value in
                        if dropping, predicate(value) { return .skip }
                        dropping = false
                        return .emit(value)
                    }, { $0.final() }
                )
            }.receive(subscriber: subscriber)
        }
    }
}
