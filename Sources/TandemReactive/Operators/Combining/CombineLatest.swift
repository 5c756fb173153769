extension Publishers {
    /// Combines the latest values of 2 publishers into tuples.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// Tuples of the upstreams' values.
        public typealias Output = (A.Output, B.Output)
        /// The upstreams' failure.
        public typealias Failure = A.Failure
        /// Upstream 1.
        public let a: A
        /// Upstream 2.
        public let b: B
        /// Creates the publisher.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestAny<Failure>.tuples(ErasedUpstream(a), ErasedUpstream(b)).receive(subscriber: subscriber)
        }
    }
}

// Equatable when its upstreams are, as Combine makes it.
extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}
