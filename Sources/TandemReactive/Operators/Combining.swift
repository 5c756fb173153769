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
                publisher.subscribe(ClosureSubscriber<Output, Failure>(
                    "Merge", subscription: { inner.childSubscribed($0, child: child) },
                    value: { inner.childValue($0, child: child) },
                    completion: { inner.childCompleted($0, child: child) }))
            }
            inner.allChildrenAdded()
        }

        /// Adds another publisher.
        public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }

    /// The latest values of several publishers, combined whenever any of them
    /// sends, once all have sent, while the subscriber has demand; finishes
    /// when all have finished. The subscriber's demand is requested from
    /// every upstream, as in Combine (see `CombineLatestInner`).
    struct CombineLatestAny<Failure: Error>: Publisher {
        typealias Output = [Any]
        let publishers: [AnyPublisher<Any, Failure>]

        func receive<S: Subscriber>(subscriber: S) where S.Input == [Any], S.Failure == Failure {
            let inner = CombineLatestInner(downstream: subscriber, count: publishers.count)
            // Combine subscribes the upstreams before the subscriber gets its
            // subscription, so a request reaches every upstream at once.
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(ClosureSubscriber<Any, Failure>(
                    "CombineLatest", subscription: { inner.subscribed($0, at: index) },
                    value: { inner.receive($0, at: index) },
                    completion: { inner.complete($0, at: index) }))
            }
            inner.establish()
        }
    }

    /// Pairs up the values of several publishers in order; finishes when one
    /// has finished and nothing of it is left to pair. The downstream's
    /// demand is requested from every upstream, as in Combine (see `ZipInner`).
    struct ZipAny<Failure: Error>: Publisher {
        typealias Output = [Any]
        let publishers: [AnyPublisher<Any, Failure>]

        func receive<S: Subscriber>(subscriber: S) where S.Input == [Any], S.Failure == Failure {
            let inner = ZipInner(downstream: subscriber, count: publishers.count)
            subscriber.receive(subscription: inner)
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(ClosureSubscriber<Any, Failure>(
                    "Zip", subscription: { inner.subscribed($0, at: index) },
                    value: { inner.receive($0, at: index) },
                    completion: { inner.complete($0, at: index) }))
            }
        }
    }
}
