extension Publishers {
    /// Passes values on while a throwing predicate holds, then finishes, as in Combine.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Any error: upstream's or the predicate's.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// The predicate; the first false finishes the stream and cancels upstream.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches a subscriber; a throw cancels upstream and fails the subscriber with the error.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            StepPublisher<Upstream, Output, Error>(name: "TryPrefixWhile", upstream: upstream, rules: .filtering) {
                ({ value in Step.trying { try predicate(value) ? .emit(value) : .finish } }, { $0.erased.final() })
            }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Passes values on while a throwing predicate holds, then finishes; a throw fails the stream.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }
}
