extension Publishers {
    /// Interleaves the values of many publishers of one type; finishes when all
    /// have finished, fails at the first failure.
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
            let buffer = OutputBuffer("Merge", downstream: subscriber)
            subscriber.receive(subscription: buffer)
            var remaining = publishers.count
            let lock = Lock()
            if remaining == 0 { buffer.finish(.finished) }
            for publisher in publishers {
                publisher.subscribe(buffer.relay(
                    "Merge", completion: { completion in
                        switch completion {
                        case .failure: buffer.finish(completion)
                        case .finished:
                            let last = lock.withLock { remaining -= 1; return remaining == 0 }
                            if last { buffer.finish(.finished) }
                        }
                    }))
            }
        }

        /// Adds another publisher.
        public func merge(with other: Upstream) -> MergeMany<Upstream> { MergeMany(publishers + [other]) }
    }

    /// The latest values of several publishers, combined whenever any of them
    /// sends, once all have sent; finishes when all have finished.
    struct CombineLatestAny<Failure: Error>: Publisher {
        typealias Output = [Any]
        let publishers: [AnyPublisher<Any, Failure>]

        func receive<S: Subscriber>(subscriber: S) where S.Input == [Any], S.Failure == Failure {
            let buffer = OutputBuffer("CombineLatest", downstream: subscriber)
            subscriber.receive(subscription: buffer)
            let lock = Lock()
            var latest = [Any?](repeating: nil, count: publishers.count)
            var finished = 0
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(ClosureSubscriber<Any, Failure>(
                    "CombineLatest", subscription: { buffer.adopt($0); $0.request(.unlimited) },
                    value: { value in
                        let combined: [Any]? = lock.withLock {
                            latest[index] = value
                            return latest.contains { $0 == nil } ? nil : latest.map { $0! }
                        }
                        if let combined { buffer.push(combined) }
                        return .none
                    },
                    completion: { completion in
                        switch completion {
                        case .failure: buffer.finish(completion)
                        case .finished:
                            let all = lock.withLock { finished += 1; return finished == latest.count }
                            if all { buffer.finish(.finished) }
                        }
                    }))
            }
        }
    }

    /// Pairs up the values of several publishers in order; finishes when one
    /// has finished and nothing of it is left to pair.
    struct ZipAny<Failure: Error>: Publisher {
        typealias Output = [Any]
        let publishers: [AnyPublisher<Any, Failure>]

        func receive<S: Subscriber>(subscriber: S) where S.Input == [Any], S.Failure == Failure {
            let buffer = OutputBuffer("Zip", downstream: subscriber)
            subscriber.receive(subscription: buffer)
            let lock = Lock()
            var queues = [[Any]](repeating: [], count: publishers.count)
            var finished = [Bool](repeating: false, count: publishers.count)
            func exhausted() -> Bool { Swift.zip(queues, finished).contains { $0.isEmpty && $1 } }
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(ClosureSubscriber<Any, Failure>(
                    "Zip", subscription: { buffer.adopt($0); $0.request(.unlimited) },
                    value: { value in
                        let (tuple, done): ([Any]?, Bool) = lock.withLock {
                            queues[index].append(value)
                            guard queues.allSatisfy({ !$0.isEmpty }) else { return (nil, false) }
                            let tuple = queues.indices.map { queues[$0].removeFirst() }
                            return (tuple, exhausted())
                        }
                        if let tuple { buffer.push(tuple) }
                        if done { buffer.finish(.finished) }
                        return .none
                    },
                    completion: { completion in
                        switch completion {
                        case .failure: buffer.finish(completion)
                        case .finished:
                            let done = lock.withLock { finished[index] = true; return exhausted() }
                            if done { buffer.finish(.finished) }
                        }
                    }))
            }
        }
    }
}
