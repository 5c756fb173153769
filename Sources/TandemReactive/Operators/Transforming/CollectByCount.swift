extension Publishers {
    /// Collects values into arrays of a given size (the last may be shorter).
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        /// Arrays of values.
        public typealias Output = [Upstream.Output]
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The array size.
        public let count: Int
        /// Creates the publisher.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(CollectByCountInner(downstream: subscriber, count: Swift.max(1, count)))
        }
    }
}
