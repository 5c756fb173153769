extension Publishers {
    /// Pairs up the values of several publishers in order; finishes when one
    /// has finished and nothing of it is left to pair. The downstream's
    /// demand is requested from every upstream, as in Combine (see `ZipInner`).
    internal struct ZipAny<Failure: Error>: TupleCombining {
        internal typealias Output = [Any]
        internal let publishers: [AnyPublisher<Any, Failure>]

        internal func receive<S: Subscriber>(subscriber: S) where S.Input == [Any], S.Failure == Failure {
            let inner = ZipInner(downstream: subscriber, count: publishers.count)
            subscriber.receive(subscription: inner)
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(
                    ClosureSubscriber<Any, Failure>(
                        "Zip", subscription: { inner.subscribed($0, at: index) },
                        value: { inner.receive($0, at: index) },
                        completion: { inner.complete($0, at: index) }))
            }
        }
    }
}
