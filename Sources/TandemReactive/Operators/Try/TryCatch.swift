extension Publishers {
    /// Replaces a failing upstream with a publisher made by a throwing
    /// closure, as in Combine; a throw fails the stream with the thrown error.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where NewPublisher.Output == Upstream.Output {
        /// The shared output.
        public typealias Output = Upstream.Output
        /// Any error: the replacement's or the handler's.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// Makes the replacement from upstream's error.
        public let handler: (Upstream.Failure) throws -> NewPublisher

        /// Creates the publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches a subscriber; the replacement is subscribed when upstream
        /// fails (see `CatchInner` for what Combine does with each event).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = handler
            let inner = CatchInner<S, Upstream.Failure>("TryCatch", downstream: subscriber) { error, inner in
                try handler(error).subscribe(inner.replacementSubscriber { $0 as Error })
            }
            upstream.subscribe(inner.upstreamSubscriber())
        }
    }
}

extension Publisher {
    /// Replaces a failure with a publisher made by a throwing closure; a throw fails the stream.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
}
