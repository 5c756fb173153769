extension Publishers {
    /// Drops upstream's values until another publisher publishes a value, as in Combine.
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
    where Upstream.Failure == Other.Failure {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The shared failure: either publisher's failure fails the stream.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The publisher whose first value starts the flow.
        public let other: Other

        /// Creates the publisher.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Attaches a subscriber; `other` is subscribed first and asked for one value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            DropUntilOutputInner<S, Other.Output>.subscribe(upstream: upstream, trigger: other, downstream: subscriber)
        }
    }

    /// Passes upstream's values on until another publisher publishes a value, then finishes, as in Combine.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure (the other publisher's failure is ignored).
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The publisher whose first value ends the stream.
        public let other: Other

        /// Creates the publisher.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Attaches a subscriber; `other` is subscribed first and asked for one value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            PrefixUntilOutputInner<S, Other.Output, Other.Failure>.subscribe(
                upstream: upstream, trigger: other, downstream: subscriber)
        }
    }
}

extension Publisher {
    /// Drops values until `publisher` publishes one.
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P>
    where Failure == P.Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }

    /// Passes values on until `publisher` publishes one, then finishes.
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }
}
