/// A publisher that combines the values of several upstreams into arrays,
/// element `i` from upstream `i` (`CombineLatestAny`, `ZipAny`).
///
/// Its `tuples(_:)` is the one definition behind the fixed arities of
/// `CombineLatest` and `Zip`: each arity passes its upstreams, and the
/// parameter pack gives back a tuple of their types, so no arity repeats the
/// erasure or the casts.
internal protocol TupleCombining<Failure>: Publisher where Output == [Any] {
    /// Combines `publishers`, element `i` of each array from publisher `i`.
    init(publishers: [AnyPublisher<Any, Failure>])
}

extension TupleCombining {
    /// The combinations of `upstream`, as tuples of their values in order.
    internal static func tuples<each Value>(
        _ upstream: repeat ErasedUpstream<each Value, Failure>
    ) -> Publishers.Map<Self, (repeat each Value)> {
        var publishers: [AnyPublisher<Any, Failure>] = []
        for erased in repeat each upstream {
            publishers.append(erased.publisher)
        }
        return Self(publishers: publishers).map { values in
            // Element `i` came from upstream `i`, whose values are the pack's
            // `i`th type, and the pack's elements are built in order: the
            // cast cannot fail.
            var remaining = values.makeIterator()
            return (repeat remaining.next()! as! each Value)
        }
    }
}
