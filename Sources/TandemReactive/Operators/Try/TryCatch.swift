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

        /// Attaches a subscriber; the replacement is subscribed when upstream fails.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let buffer = OutputBuffer("TryCatch", downstream: subscriber)
            subscriber.receive(subscription: buffer)
            let handler = handler
            upstream.subscribe(buffer.relay(
                "TryCatch", completion: { (completion: Subscribers.Completion<Upstream.Failure>) in
                    switch completion {
                    case .finished: buffer.finish(.finished)
                    case .failure(let error):
                        do {
                            try handler(error).subscribe(buffer.relay("TryCatch.Replacement") { buffer.finish($0.erased) })
                        } catch {
                            buffer.finish(.failure(error))
                        }
                    }
                }))
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
