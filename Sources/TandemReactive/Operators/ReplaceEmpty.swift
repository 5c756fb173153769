extension Publishers {
    /// Passes values on, and publishes a given value before finishing if upstream finished without any, as in Combine.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The value published for an empty stream.
        public let output: Upstream.Output
        /// The upstream.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches a subscriber; a failure is passed on without the replacement
        /// value. As in Combine, upstream is asked for everything once the
        /// subscriber has its subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let output = output
            StepPublisher<Upstream, Output, Failure>(
                name: "ReplaceEmpty", upstream: upstream,
                rules: StepRules(trapsOnZeroDemand: true, requestsEverything: true)
            ) {
                var empty = true
                return (
                    { value in
                        empty = false
                        return .emit(value)
                    }, { $0.final(ifFinished: empty ? output : nil) }
                )
            }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Publishes `output` if upstream finishes without publishing anything.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}

extension Publishers.ReplaceEmpty: Equatable where Upstream: Equatable, Upstream.Output: Equatable {}
