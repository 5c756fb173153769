extension Publisher {
    /// Publishes the elements of `elements` before this publisher's values.
    public func prepend<S: Swift.Sequence>(_ elements: S)
        -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
    where Output == S.Element {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Publishes the elements of `elements` after this publisher finishes.
    public func append<S: Swift.Sequence>(_ elements: S)
        -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
    where Output == S.Element {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }
}
