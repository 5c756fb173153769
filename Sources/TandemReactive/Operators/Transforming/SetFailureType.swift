extension Publishers {
    /// Declares a failure type for a publisher that cannot fail.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream.
        public let upstream: Upstream
        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }
        /// Attaches a subscriber. As in Combine, the upstream's subscription
        /// goes to the subscriber itself and every event passes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(
                PassThroughInner<Output, Never, S>(
                    "SetFailureType", downstream: subscriber, transform: { $0 }, onCompletion: { _ in .finished }))
        }
    }
}

// Equatable when its parts are, as Combine makes it.
extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}
