extension Publishers {
    /// Maps each value to a publisher and interleaves their values, with at
    /// most `maxPublishers` inner publishers at once, as in Combine; demand
    /// reaches the inner publishers one value at a time (see `FlatMapInner`).
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        /// The inner publishers' output.
        public typealias Output = NewPublisher.Output
        /// The shared failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// How many inner publishers may run at once.
        public let maxPublishers: Subscribers.Demand
        /// Makes an inner publisher for a value.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Creates the publisher.
        public init(
            upstream: Upstream, maxPublishers: Subscribers.Demand,
            transform: @escaping (Upstream.Output) -> NewPublisher
        ) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = FlatMapInner("FlatMap", downstream: subscriber, maxPublishers: maxPublishers)
            let transform = transform
            upstream.subscribe(
                ClosureSubscriber<Upstream.Output, Failure>(
                    "FlatMap", subscription: inner.outerSubscribed,
                    value: { value in
                        guard let child = inner.addChild() else { return .none }
                        transform(value).subscribe(
                            ClosureSubscriber<Output, Failure>(
                                "FlatMap", subscription: { inner.childSubscribed($0, child: child) },
                                value: { inner.childValue($0, child: child) },
                                completion: { inner.childCompleted($0, child: child) }))
                        return .none
                    },
                    completion: inner.outerCompleted))
        }
    }

    /// Republishes the values of the most recent inner publisher, cancelling
    /// the previous one, as in Combine: the subscriber's outstanding demand
    /// is requested from each inner publisher in turn.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        /// The inner publishers' output.
        public typealias Output = P.Output
        /// The shared failure.
        public typealias Failure = P.Failure
        /// The upstream of publishers.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = SwitchToLatestInner<P, S>(downstream: subscriber)
            subscriber.receive(subscription: inner)
            upstream.subscribe(inner)
        }
    }

    /// Replaces a failing upstream with another publisher, as in Combine.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where NewPublisher.Output == Upstream.Output {
        /// The shared output.
        public typealias Output = Upstream.Output
        /// The replacement's failure.
        public typealias Failure = NewPublisher.Failure
        /// The upstream.
        public let upstream: Upstream
        /// Makes the replacement from the error.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Creates the publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = handler
            let inner = CatchInner<S, Upstream.Failure>("Catch", downstream: subscriber) { error, inner in
                handler(error).subscribe(inner.replacementSubscriber { $0 })
            }
            upstream.subscribe(inner.upstreamSubscriber())
        }
    }

    /// Resubscribes to a failing upstream up to a number of times, as in Combine.
    public struct Retry<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// How many resubscriptions are allowed; nil (or, as in Combine, a negative count) for unlimited.
        public let retries: Int?

        /// Creates the publisher.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(RetryInner(upstream: upstream, retries: retries, downstream: subscriber))
        }
    }

    /// The values of one publisher, then of another, as in Combine.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        /// The shared output.
        public typealias Output = Suffix.Output
        /// The shared failure.
        public typealias Failure = Suffix.Failure
        /// The first publisher.
        public let prefix: Prefix
        /// The second publisher.
        public let suffix: Suffix

        /// Creates the publisher.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The subscriber gets its subscription when the prefix's comes.
            let chain = ChainInner("Concatenate", downstream: subscriber)
            let suffix = suffix
            prefix.subscribe(
                chain.link { completion in
                    guard case .finished = completion else { return chain.finish(completion) }
                    suffix.subscribe(chain.link(chain.finish))
                })
        }
    }
}

extension Publisher {
    /// Maps values to publishers and interleaves their values.
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// Replaces a failure with another publisher.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Resubscribes after a failure, up to `retries` times.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }

    /// Publishes `elements` before this publisher's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Publishes another publisher's values before this one's.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Publishes `elements` after this publisher finishes.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Publishes another publisher's values after this one finishes.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes the values of the latest inner publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

// The `Equatable` conformances Combine gives these operators when their parts are equatable.
extension Publishers.Retry: Equatable where Upstream: Equatable {}
extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}
