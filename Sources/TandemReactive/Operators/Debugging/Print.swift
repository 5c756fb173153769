extension Publishers {
    /// Writes a line for every event that passes through — subscription,
    /// value, request, completion, cancellation — optionally prefixed, then
    /// passes the event on unchanged, as Combine's `print` does.
    public struct Print<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The text that starts every line (followed by ": " when not empty).
        public let prefix: String
        /// The upstream.
        public let upstream: Upstream
        /// Where the lines go; standard output when `nil`.
        public let stream: TextOutputStream?

        /// Creates the publisher.
        public init(upstream: Upstream, prefix: String, to stream: TextOutputStream? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        /// Attaches a subscriber; its subscription is described as "Print".
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(PrintInner(downstream: subscriber, prefix: prefix, stream: stream))
        }
    }
}

extension Publisher {
    /// Writes a line for every event, prefixed, to standard output or
    /// `stream`, in Combine's format ("receive value: (1)", "request max: (2)",
    /// "request unlimited (synchronous)" for demand returned with a value).
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}
