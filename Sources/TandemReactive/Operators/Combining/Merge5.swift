extension Publishers {
    /// Interleaves the values of 5 publishers; finishes when all have finished.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where
        A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure,
        A.Output == D.Output, A.Failure == D.Failure, A.Output == E.Output, A.Failure == E.Failure
    {
        /// The upstreams' output.
        public typealias Output = A.Output
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
        /// Upstream 5.
        public let e: E
        /// Creates the publisher.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
                e.eraseToAnyPublisher(),
            ]).receive(subscriber: subscriber)
        }
    }
}

// Equatable when its upstreams are, as Combine makes it.
extension Publishers.Merge5: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {}
