extension Publishers {
    /// Publishes the greatest value by an ordering when upstream finishes, as
    /// in Combine (`min` passes the reversed ordering); publishes nothing when
    /// upstream sent nothing.
    public struct Comparison<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The ordering: a value replaces the one kept when `areInIncreasingOrder(kept, value)`.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Attaches a subscriber: upstream is asked for everything; the result waits for the subscriber's demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            ReducePublisher<Upstream, Output, Failure>(name: "Comparison", upstream: upstream, initial: nil) {
                kept, value in
                if let current = kept, !ordered(current, value) { return .proceed }
                kept = value
                return .proceed
            }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Publishes the smallest value by `areInIncreasingOrder` when upstream finishes (the first of equals).
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { kept, value in areInIncreasingOrder(value, kept) }
    }

    /// Publishes the largest value by `areInIncreasingOrder` when upstream finishes (the first of equals).
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }
}

extension Publisher where Output: Comparable {
    /// Publishes the smallest value when upstream finishes; nothing if it sent nothing.
    public func min() -> Publishers.Comparison<Self> {
        min(by: <)
    }

    /// Publishes the largest value when upstream finishes; nothing if it sent nothing.
    public func max() -> Publishers.Comparison<Self> {
        max(by: <)
    }
}
