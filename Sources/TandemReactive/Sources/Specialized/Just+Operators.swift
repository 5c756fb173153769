// Combine's operators specialized for `Just`: the answer is known when the
// operator is applied, so each returns a `Just`, `Optional` or `Result`
// publisher of it instead of an operator chain.

extension Just {
    /// The value transformed.
    public func map<T>(_ transform: (Output) -> T) -> Just<T> {
        Just<T>(transform(output))
    }

    /// The value transformed by a throwing closure, or its error.
    public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, Error>.Publisher {
        .init(Result { try transform(output) })
    }

    /// The value transformed, or nothing if the transform returns nil.
    public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
        .init(transform(output))
    }

    /// The value if `isIncluded` accepts it.
    public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
        asOptional.filter(isIncluded)
    }

    /// The value as an optional publisher.
    private var asOptional: Optional<Output>.Publisher { .init(output) }

    /// The value with a failure type it never uses.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        .init(output)
    }

    /// The value, with a failure type it never uses.
    public func mapError<E: Error>(_ transform: (Never) -> E) -> Result<Output, E>.Publisher {
        .init(output)
    }

    /// The value in a one-element array.
    public func collect() -> Just<[Output]> {
        Just<[Output]>([output])
    }

    /// One.
    public func count() -> Just<Int> {
        Just<Int>(1)
    }

    /// Whether the value satisfies `predicate`.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> {
        Just<Bool>(predicate(output))
    }

    /// Whether the value satisfies a throwing `predicate`, or its error.
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, Error>.Publisher {
        .init(Result { try predicate(output) })
    }

    /// Whether the value satisfies `predicate`.
    public func contains(where predicate: (Output) -> Bool) -> Just<Bool> {
        Just<Bool>(predicate(output))
    }

    /// Whether the value satisfies a throwing `predicate`, or its error.
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, Error>.Publisher {
        .init(Result { try predicate(output) })
    }

    /// The value: it is the only one.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }
    /// The value: it is the only one.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }
    /// The value: it is the first.
    public func first() -> Just<Output> { self }
    /// The value: it is the last.
    public func last() -> Just<Output> { self }
    /// The value: a single value has no duplicates.
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Just<Output> { self }
    /// The value, or the error `predicate` throws: Combine asks it once,
    /// comparing the value with itself.
    public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool) -> Result<Output, Error>.Publisher {
        .init(
            Result {
                _ = try predicate(output, output); return output
            })
    }
    /// The value: `Just` cannot fail.
    public func replaceError(with output: Output) -> Just<Output> { self }
    /// The value: `Just` is never empty.
    public func replaceEmpty(with output: Output) -> Just<Output> { self }
    /// The value: `Just` cannot fail, so there is nothing to retry.
    public func retry(_ retries: Int) -> Just<Output> { self }

    // What a single value answers to these is what an optional holding it
    // answers, so they are written once, on `Optional.Publisher`.

    /// The value if `predicate` accepts it.
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        asOptional.first(where: predicate)
    }

    /// The value if `predicate` accepts it.
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        asOptional.last(where: predicate)
    }

    /// The value, unless it is dropped.
    public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
        asOptional.dropFirst(count)
    }

    /// The value, unless `predicate` accepts it.
    public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        asOptional.drop(while: predicate)
    }

    /// The value if `maxLength` is at least one.
    public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
        asOptional.prefix(maxLength)
    }

    /// The value if `predicate` accepts it.
    public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        asOptional.prefix(while: predicate)
    }

    /// The value if `index` is zero.
    public func output(at index: Int) -> Optional<Output>.Publisher {
        asOptional.output(at: index)
    }

    /// The value if `range` (taken relative to `0..<Int.max`) starts at
    /// zero — even an empty one, as recorded of Combine's `Just`, which,
    /// unlike `Optional.Publisher`'s, has no preconditions on the bounds.
    public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
        .init(range.relative(to: 0..<Int.max).lowerBound == 0 ? output : nil)
    }

    /// Nothing but `finished`.
    public func ignoreOutput() -> Empty<Output, Never> {
        Empty()
    }

    /// The accumulation of the one value.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        .init(nextPartialResult(initialResult, output))
    }

    /// The throwing accumulation of the one value, or its error.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
        -> Result<T, Error>.Publisher
    {
        .init(Result { try nextPartialResult(initialResult, output) })
    }

    /// The one step of the accumulation.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        .init(nextPartialResult(initialResult, output))
    }

    /// The one step of a throwing accumulation, or its error.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
        -> Result<T, Error>.Publisher
    {
        .init(Result { try nextPartialResult(initialResult, output) })
    }
}

extension Just where Output: Comparable {
    /// The value: it is the only one.
    public func min() -> Just<Output> { self }
    /// The value: it is the only one.
    public func max() -> Just<Output> { self }
}

extension Just where Output: Equatable {
    /// Whether the value equals `output`.
    public func contains(_ output: Output) -> Just<Bool> {
        Just<Bool>(self.output == output)
    }

    /// The value: a single value has no duplicates.
    public func removeDuplicates() -> Just<Output> { self }
}

// Joining a single value with elements gives every element at once.
extension Just {
    /// `elements` followed by the value.
    public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Never> {
        prepend(elements)
    }

    /// The elements of `elements` followed by the value.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never> where S.Element == Output {
        .init(sequence: elements + [output])
    }

    /// The value followed by `elements`.
    public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Never> {
        append(elements)
    }

    /// The value followed by the elements of `elements`.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never> where S.Element == Output {
        .init(sequence: [output] + elements)
    }
}
