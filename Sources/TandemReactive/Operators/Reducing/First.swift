extension Publishers {
    /// Publishes the first value, then finishes and cancels upstream, as in Combine.
    public struct First<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches a subscriber: upstream is asked for everything; the value waits for the subscriber's demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            ReducePublisher<Upstream, Output, Failure>(name: "First", upstream: upstream, initial: nil) {
                first, value in
                first = value
                return .finish
            }.receive(subscriber: subscriber)
        }
    }

    /// Publishes the last value when upstream finishes, as in Combine.
    public struct Last<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches a subscriber: upstream is asked for everything; nothing is published if it sent nothing.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            ReducePublisher<Upstream, Output, Failure>(name: "Last", upstream: upstream, initial: nil) { last, value in
                last = value
                return .proceed
            }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Publishes the first value, then finishes.
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }

    /// Publishes the last value when upstream finishes.
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }
}

// The `Equatable` conformances Combine gives these operators when their upstream is equatable.
extension Publishers.First: Equatable where Upstream: Equatable {}
extension Publishers.Last: Equatable where Upstream: Equatable {}
