extension Publishers {
    /// The latest values of several publishers, combined whenever any of them
    /// sends, once all have sent, while the subscriber has demand; finishes
    /// when all have finished. The subscriber's demand is requested from
    /// every upstream, as in Combine (see `CombineLatestInner`).
    internal struct CombineLatestAny<Failure: Error>: TupleCombining {
        internal typealias Output = [Any]
        internal let publishers: [AnyPublisher<Any, Failure>]

        internal func receive<S: Subscriber>(subscriber: S) where S.Input == [Any], S.Failure == Failure {
            let inner = CombineLatestInner(downstream: subscriber, count: publishers.count)
            // Combine subscribes the upstreams before the subscriber gets its
            // subscription, so a request reaches every upstream at once.
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(
                    ClosureSubscriber<Any, Failure>(
                        "CombineLatest", subscription: { inner.subscribed($0, at: index) },
                        value: { inner.receive($0, at: index) },
                        completion: { inner.complete($0, at: index) }))
            }
            inner.establish()
        }
    }
}
