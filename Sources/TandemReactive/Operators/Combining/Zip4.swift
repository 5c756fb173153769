extension Publishers {
    /// Combines values pairwise in order of 4 publishers into tuples.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure {
        /// Tuples of the upstreams' values.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The upstreams' failure.
        public typealias Failure = A.Failure
        /// Upstream 1.
        public let a: A
        /// Upstream 2.
        public let b: B
        /// Upstream 3.
        public let c: C
        /// Upstream 4.
        public let d: D
        /// Creates the publisher.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            ZipAny<Failure>.tuples(ErasedUpstream(a), ErasedUpstream(b), ErasedUpstream(c), ErasedUpstream(d)).receive(
                subscriber: subscriber)
        }
    }
}

// Equatable when its upstreams are, as Combine makes it.
extension Publishers.Zip4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
