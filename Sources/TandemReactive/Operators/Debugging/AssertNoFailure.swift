extension Publishers {
    /// Passes values and `finished` on, and stops the program if upstream fails, as in Combine.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// A failure stops the program, so none is published.
        public typealias Failure = Never
        /// The upstream.
        public let upstream: Upstream
        /// Put before the error in the message.
        public let prefix: String
        /// The file reported with the message.
        public let file: StaticString
        /// The line reported with the message.
        public let line: UInt

        /// Creates the publisher.
        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        /// Attaches a subscriber; upstream's failure calls `fatalError` with
        /// `prefix` and the error — at any time, after a completion too, as in
        /// Combine, which passes every event on.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (prefix, file, line) = (prefix, file, line)
            upstream.subscribe(
                PassThroughInner<Output, Upstream.Failure, S>(
                    "AssertNoFailure", downstream: subscriber,
                    children: { [("file", file), ("line", line), ("prefix", prefix)] }, transform: { $0 },
                    onCompletion: { completion in
                        if case .failure(let error) = completion {
                            fatalError("\(prefix)\(error)", file: file, line: line)
                        }
                        return .finished
                    }))
        }
    }
}

extension Publisher {
    /// Declares that this publisher never fails: a failure stops the program with `prefix` and the error.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line)
        -> Publishers.AssertNoFailure<Self>
    {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
}
