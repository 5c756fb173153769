extension Publishers {
    /// Transforms each value with a throwing closure and drops the nils; a throw fails the stream, as in Combine.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        /// Any error: upstream's or the closure's.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// The transform; `nil` drops the value (and one more is requested in its place).
        public let transform: (Upstream.Output) throws -> Output?

        /// Creates the publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches a subscriber; a throw cancels upstream and fails the subscriber with the error.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            StepPublisher<Upstream, Output, Error>(name: "TryCompactMap", upstream: upstream, rules: .filtering) {
                ({ value in Step.trying { try transform(value).map { .emit($0) } ?? .skip } }, { $0.erased.final() })
            }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Transforms values with a throwing closure, dropping the nils; a throw fails the stream.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
}
