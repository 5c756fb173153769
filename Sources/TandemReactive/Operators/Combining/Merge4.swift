extension Publishers {
    /// Interleaves the values of 4 publishers; finishes when all have finished.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure,
        A.Output == D.Output, A.Failure == D.Failure
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
        /// Creates the publisher.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([
                a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(),
            ]).receive(subscriber: subscriber)
        }
    }
}

// Equatable when its upstreams are, as Combine makes it.
extension Publishers.Merge4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
