extension Publishers {
    /// Interleaves the values of 3 publishers; finishes when all have finished.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, A.Output == C.Output, A.Failure == C.Failure {
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
        /// Creates the publisher.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()]).receive(
                subscriber: subscriber)
        }
    }
}

// Equatable when its upstreams are, as Combine makes it.
extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
