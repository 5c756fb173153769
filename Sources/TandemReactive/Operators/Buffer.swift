extension Publishers {
    /// When a buffer asks upstream for values, as in Combine.
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        /// Asks for `size` values at once, and for one more each time one is delivered.
        case keepFull
        /// Asks for unlimited values at once; values beyond `size` are handled by the `BufferingStrategy`.
        case byRequest
    }

    /// What a full buffer does with a new value, as in Combine.
    public enum BufferingStrategy<Failure: Error> {
        /// Drops the new value.
        case dropNewest
        /// Drops the oldest buffered value to make room.
        case dropOldest
        /// Fails the stream (after the buffered values) with the error made by the closure.
        case customError(() -> Failure)
    }

    /// Buffers upstream's values for a subscriber that requests them more slowly, as in Combine.
    public struct Buffer<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The most values held.
        public let size: Int
        /// When values are requested from upstream.
        public let prefetch: PrefetchStrategy
        /// What happens to a value that arrives when the buffer is full.
        public let whenFull: BufferingStrategy<Failure>

        /// Creates the publisher. A negative `size` is treated as zero.
        public init(upstream: Upstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Failure>) {
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        /// Attaches a subscriber: upstream is asked at once (`size` values or unlimited), before the subscriber is told.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(BufferInner(self, downstream: subscriber))
        }
    }
}

extension Publisher {
    /// Buffers up to `size` values for a slower subscriber.
    public func buffer(
        size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>
    )
        -> Publishers.Buffer<Self>
    {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}
