extension Publishers {
    /// Interleaves the values of 2 publishers; finishes when all have finished.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The upstreams' output.
        public typealias Output = A.Output
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
            MergeMany([a.eraseToAnyPublisher(), b.eraseToAnyPublisher()]).receive(subscriber: subscriber)
        }
    }
}

// Equatable when its upstreams are, as Combine makes it.
extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}
