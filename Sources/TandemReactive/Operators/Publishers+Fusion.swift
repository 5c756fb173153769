// Combine fuses an operator applied to the same kind of operator into one:
// `map` of a `Map` is one `Map` whose transform runs both closures, so a
// chain of maps or filters costs one subscriber, and its type stays short.

extension Publishers.Map {
    /// One `Map` running this transform, then `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
        let first = self.transform
        return Publishers.Map<Upstream, T>(upstream: upstream) { transform(first($0)) }
    }

    /// One `TryMap` running this transform, then the throwing `transform`.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryMap<Upstream, T>(upstream: upstream) { try transform(first($0)) }
    }
}

extension Publishers.TryMap {
    /// One `TryMap` running this transform, then `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TryMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryMap<Upstream, T>(upstream: upstream) { transform(try first($0)) }
    }

    /// One `TryMap` running this transform, then the throwing `transform`.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryMap<Upstream, T>(upstream: upstream) { try transform(try first($0)) }
    }
}

extension Publishers.Filter {
    /// One `Filter` passing the values both predicates accept.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
        let first = self.isIncluded
        return Publishers.Filter(upstream: upstream) { first($0) && isIncluded($0) }
    }

    /// One `TryFilter` passing the values both predicates accept.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
        let first = self.isIncluded
        return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }
}

extension Publishers.TryFilter {
    /// One `TryFilter` passing the values both predicates accept.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TryFilter<Upstream> {
        let first = self.isIncluded
        return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }

    /// One `TryFilter` passing the values both predicates accept.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
        let first = self.isIncluded
        return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }
}

extension Publishers.CompactMap {
    /// One `CompactMap` running both transforms, dropping a nil from either.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.CompactMap<Upstream, T>(upstream: upstream) { first($0).flatMap(transform) }
    }

    /// One `CompactMap` running this transform, then `transform` on what is left.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.CompactMap<Upstream, T>(upstream: upstream) { first($0).map(transform) }
    }
}

extension Publishers.TryCompactMap {
    /// One `TryCompactMap` running both transforms, dropping a nil from either.
    public func compactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryCompactMap<Upstream, T>(upstream: upstream) { try first($0).flatMap(transform) }
    }
}

extension Publishers.SetFailureType {
    /// One `SetFailureType` with the new failure type.
    public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
        Publishers.SetFailureType<Upstream, E>(upstream: upstream)
    }
}
