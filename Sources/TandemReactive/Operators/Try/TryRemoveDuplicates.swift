extension Publishers {
    /// Drops a value that a throwing predicate finds equal to the one before it, as in Combine.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Any error: upstream's or the predicate's.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// Whether two consecutive values count as duplicates (previous, new).
        public let predicate: (Upstream.Output, Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches a subscriber; a throw cancels upstream and fails the subscriber with the error.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            StepPublisher<Upstream, Output, Error>(name: "TryRemoveDuplicates", upstream: upstream, rules: .filtering) {
                var previous: Output?
                return (
                    { value in
                        Step.trying {
                            defer { previous = value }
                            if let previous, try predicate(previous, value) { return .skip }
                            return .emit(value)
                        }
                    }, { $0.erased.final() }
                )
            }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Drops values that a throwing predicate finds equal to the previous one; a throw fails the stream.
    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryRemoveDuplicates<Self>
    {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
}
