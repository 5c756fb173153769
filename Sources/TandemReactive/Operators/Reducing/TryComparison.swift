extension Publishers {
    /// Publishes the greatest value by a throwing ordering when upstream
    /// finishes, as in Combine; a throw fails the stream.
    public struct TryComparison<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// Any error: upstream's or the ordering's.
        public typealias Failure = Error
        /// The upstream.
        public let upstream: Upstream
        /// The ordering: a value replaces the one kept when `areInIncreasingOrder(kept, value)`.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(
            upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
        ) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Attaches a subscriber: upstream is asked for everything; the result waits for the subscriber's demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            ReducePublisher<Upstream, Output, Error>(
                name: "TryComparison", upstream: upstream, initial: nil,
                tryReduce: { kept, value in
                    if let current = kept, try !ordered(current, value) { return .proceed }
                    kept = value
                    return .proceed
                }
            ).receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Publishes the smallest value by a throwing ordering when upstream finishes; a throw fails the stream.
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryComparison<Self>
    {
        Publishers.TryComparison(upstream: self) { kept, value in try areInIncreasingOrder(value, kept) }
    }

    /// Publishes the largest value by a throwing ordering when upstream finishes; a throw fails the stream.
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryComparison<Self>
    {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}
