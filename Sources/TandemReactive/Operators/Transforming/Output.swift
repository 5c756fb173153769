extension Publishers {
    /// Publishes only values (by position) in a range, then finishes.
    public struct Output<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The positions passed on.
        public let range: CountableRange<Int>
        /// Creates the publisher; a negative bound stops the program, as in Combine.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            precondition(range.lowerBound >= 0, "lowerBound must not be negative")
            precondition(range.upperBound >= 0, "upperBound must not be negative")
            self.upstream = upstream
            self.range = range
        }
        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Upstream.Output, S.Failure == Failure {
            upstream.subscribe(OutputInner(downstream: subscriber, range: range))
        }
    }
}

// Equatable when its parts are, as Combine makes it.
extension Publishers.Output: Equatable where Upstream: Equatable {}
