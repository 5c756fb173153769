extension Publishers {
    /// Publishes nothing but the completion.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        /// No values are published.
        public typealias Output = Never
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // As in Combine: the upstream's subscription goes to the
            // subscriber itself, then upstream is asked for everything.
            upstream.subscribe(
                PassThroughInner<Upstream.Output, Failure, S>(
                    "IgnoreOutput", downstream: subscriber, requestsEverything: true, demandForDropped: .none,
                    transform: { _ in nil }, onCompletion: { $0 }))
        }
    }
}

// Equatable when its parts are, as Combine makes it.
extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}
