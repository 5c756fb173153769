extension Publishers {
    /// Drops values while a throwing predicate holds, then passes everything on, as in Combine.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Any error: upstream's or the predicate's.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// The predicate, asked until it first returns false.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches a subscriber; a throw cancels upstream and fails the subscriber with the error.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            StepPublisher<Upstream, Output, Error>(name: "TryDropWhile", upstream: upstream, rules: .zeroDemandTraps) {
                var dropping = true
                return (
                    { value in
                        Step.trying {
                            if dropping, try predicate(value) { return .skip }
                            dropping = false
                            return .emit(value)
                        }
                    }, { $0.erased.final() }
                )
            }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Drops values while a throwing predicate holds; a throw fails the stream.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }
}
