/// An upstream of `CombineLatest`…`CombineLatest4` or `Zip`…`Zip4`: its
/// values travel as `Any`, because the inners keep one slot or queue per
/// upstream whatever the upstreams' types, and `Value` remembers what they
/// are, so that `TupleCombining.tuples(_:)` can rebuild the tuple.
internal struct ErasedUpstream<Value, Failure: Error> {
    /// The upstream, its values as `Any`.
    internal let publisher: AnyPublisher<Any, Failure>

    /// Erases `upstream`'s values.
    internal init<Upstream: Publisher>(_ upstream: Upstream)
    where Upstream.Output == Value, Upstream.Failure == Failure {
        publisher = upstream.map { $0 as Any }.eraseToAnyPublisher()
    }
}
