extension Publishers {
    /// Replaces an error with a final value, then finishes.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// It no longer fails.
        public typealias Failure = Never
        /// The upstream.
        public let upstream: Upstream
        /// The value sent in place of an error.
        public let output: Output
        /// Creates the publisher.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = output
            StepPublisher<Upstream, Output, Never>(
                name: "ReplaceError", upstream: upstream,
                rules: StepRules(trapsOnZeroDemand: true, trapsOnValueWithoutDemand: true)
            ) {
                (
                    { .emit($0) },
                    { completion in
                        if case .failure = completion { return Final(value: output, completion: .finished) }
                        return Final(value: nil, completion: .finished)
                    }
                )
            }.receive(subscriber: subscriber)
        }
    }
}

// Equatable when its parts are, as Combine makes it.
extension Publishers.ReplaceError: Equatable where Upstream: Equatable, Upstream.Output: Equatable {}
