extension Publishers {
    /// Combines the latest values of 3 publishers into tuples.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Failure == C.Failure {
        /// Tuples of the upstreams' values.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The upstreams' failure.
        public typealias Failure = A.Failure
        /// Upstream 1.
        public let a: A
        /// Upstream 2.
        public let b: B
        /// Upstream 3.
        public let c: C
        /// Creates the publisher.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestAny<Failure>.tuples(ErasedUpstream(a), ErasedUpstream(b), ErasedUpstream(c)).receive(
                subscriber: subscriber)
        }
    }
}

// Equatable when its upstreams are, as Combine makes it.
extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
