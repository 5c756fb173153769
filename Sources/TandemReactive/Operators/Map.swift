import Synchronization

extension Publishers {
    /// Transforms each value, as in Combine.
    ///
    /// Like Combine's, it is a pure pass-through: the downstream subscriber
    /// receives the upstream subscription itself, so demand and cancellation
    /// cost nothing extra here.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The transform.
        public let transform: (Upstream.Output) -> Output

        /// Creates a mapping publisher.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches a subscriber through a mapping inner subscriber.
        @inlinable public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(MapInner(downstream: subscriber, transform: transform))
        }
    }

    /// Passes on only the values a predicate accepts, as in Combine.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The upstream's output.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The upstream.
        public let upstream: Upstream
        /// The predicate.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Creates a filtering publisher.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches a subscriber through a filtering inner subscriber.
        @inlinable public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(FilterInner(downstream: subscriber, isIncluded: isIncluded))
        }
    }
}

@usableFromInline
final class MapInner<Input, Downstream: Subscriber>: Subscriber, InnerReflecting {
    @usableFromInline typealias Failure = Downstream.Failure
    @usableFromInline let downstream: Downstream
    @usableFromInline let transform: (Input) -> Downstream.Input

    @inlinable init(downstream: Downstream, transform: @escaping (Input) -> Downstream.Input) {
        self.downstream = downstream
        self.transform = transform
    }

    @inlinable func receive(subscription: Subscription) { downstream.receive(subscription: subscription) }
    @inlinable func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(transform(input)) }
    @inlinable func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
    @usableFromInline var description: String { "Map" }
    // Written out (not taken from `InnerReflecting`): an inlinable class's
    // witnesses must be usable from inlinable code.
    @usableFromInline var playgroundDescription: Any { description }
    @usableFromInline var customMirror: Mirror { Mirror(self, children: [:]) }
}

@usableFromInline
final class FilterInner<Downstream: Subscriber>: Subscriber, InnerReflecting {
    @usableFromInline typealias Input = Downstream.Input
    @usableFromInline typealias Failure = Downstream.Failure
    @usableFromInline let downstream: Downstream
    @usableFromInline let isIncluded: (Input) -> Bool
    /// Set by the first subscription. An atomic flag rather than a lock: it
    /// is touched once per subscription and never on the per-value path, so
    /// filtering stays as cheap as before.
    @usableFromInline let subscribed = Atomic<Bool>(false)

    @inlinable init(downstream: Downstream, isIncluded: @escaping (Input) -> Bool) {
        self.downstream = downstream
        self.isIncluded = isIncluded
    }

    /// Hands the first subscription on; a second one from a misbehaving
    /// upstream is cancelled here, as Combine's `Filter` does, instead of
    /// reaching the subscriber.
    @inlinable func receive(subscription: Subscription) {
        let (first, _) = subscribed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
        guard first else { return subscription.cancel() }
        downstream.receive(subscription: subscription)
    }
    /// A rejected value is replaced: one more is requested in its place.
    @inlinable func receive(_ input: Input) -> Subscribers.Demand {
        isIncluded(input) ? downstream.receive(input) : .max(1)
    }
    @inlinable func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
    @usableFromInline var description: String { "Filter" }
    // Written out (not taken from `InnerReflecting`): an inlinable class's
    // witnesses must be usable from inlinable code.
    @usableFromInline var playgroundDescription: Any { description }
    @usableFromInline var customMirror: Mirror { Mirror(self, children: [:]) }
}

extension Publisher {
    /// Transforms every value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Passes on the values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}
