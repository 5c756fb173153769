extension Publishers {
    /// Interleaves the values of many publishers of one type; finishes when all
    /// have finished, fails at the first failure. Each publisher is asked for
    /// one value at a time, as the subscriber takes them (see `FlatMapInner`).
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The upstreams' output.
        public typealias Output = Upstream.Output
        /// The upstreams' failure.
        public typealias Failure = Upstream.Failure
        /// The upstreams.
        public let publishers: [Upstream]

        /// Creates the publisher.
        public init(_ upstream: Upstream...) { publishers = upstream }
        /// Creates the publisher.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FlatMapInner("Merge", downstream: subscriber, maxPublishers: .unlimited)
            inner.startWithoutOuter()
            for publisher in publishers {
                guard let child = inner.addChild() else { break }
                publisher.subscribe(
                    ClosureSubscriber<Output, Failure>(
                        "Merge", subscription: { inner.childSubscribed($0, child: child) },
                        value: { inner.childValue($0, child: child) },
                        completion: { inner.childCompleted($0, child: child) }))
            }
            inner.allChildrenAdded()
        }

        /// Adds another publisher.
        public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }
}
