extension Publishers {
    /// Collects every value into one array, published when upstream finishes, as in Combine.
    public struct Collect<Upstream: Publisher>: Publisher {
        /// All the values, in order.
        public typealias Output = [Upstream.Output]
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches a subscriber: upstream is asked for everything; a failure discards what was collected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var collect = ReducePublisher<Upstream, Output, Failure>(name: "Collect", upstream: upstream, initial: []) {
                collected, value in
                collected?.append(value)
                return .proceed
            }
            collect.children = { [("count", $0?.count ?? 0)] }
            collect.receive(subscriber: subscriber)
        }
    }

    /// Publishes how many values upstream sent, when it finishes, as in Combine.
    public struct Count<Upstream: Publisher>: Publisher {
        /// The count.
        public typealias Output = Int
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches a subscriber: upstream is asked for everything; the count waits for the subscriber's demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            ReducePublisher<Upstream, Int, Failure>(name: "Count", upstream: upstream, initial: 0) { count, _ in
                count? += 1
                return .proceed
            }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Collects every value into one array, published when upstream finishes.
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

    /// Publishes how many values upstream sent, when it finishes.
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }
}

// The `Equatable` conformances Combine gives these operators when their upstream is equatable.
extension Publishers.Collect: Equatable where Upstream: Equatable {}
extension Publishers.Count: Equatable where Upstream: Equatable {}
