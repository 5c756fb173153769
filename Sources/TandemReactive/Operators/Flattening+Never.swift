// The overloads Combine adds so that a publisher that cannot fail combines
// with one that can: the one that cannot fail is given the other's failure
// type with `setFailureType(to:)`.

extension Publisher where Failure == Never {
    /// Maps values to publishers that may fail, and interleaves their values.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    )
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>>
    {
        Publishers.FlatMap(
            upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// Maps values to publishers that cannot fail, and interleaves their values.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    )
        -> Publishers.FlatMap<P, Self> where P.Failure == Never
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// Maps values to publishers that cannot fail, and interleaves their values.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    )
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never
    {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
            transform($0).setFailureType(to: Failure.self)
        }
    }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// Republishes the values of the latest inner publisher, which may fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
    /// Republishes the values of the latest inner publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// Republishes the values of the latest inner publisher, which cannot fail.
    public func switchToLatest()
        -> Publishers.SwitchToLatest<
            Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
        >
    {
        map { $0.setFailureType(to: Failure.self) }.switchToLatest()
    }
}
