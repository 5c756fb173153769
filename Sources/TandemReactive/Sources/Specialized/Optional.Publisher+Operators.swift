// Combine's operators specialized for `Optional.Publisher`: computed when the
// operator is applied, each returns another `Optional` (or `Just`) publisher.
// With no value, `collect()` is `[]`; `count()`, `allSatisfy`, `contains`
// and `reduce` publish nothing, as recorded of Combine (not the answers an
// empty stream would give: 0, true, false, the initial result).

extension Optional.Publisher {
    /// The value transformed.
    public func map<T>(_ transform: (Output) -> T) -> Optional<T>.Publisher {
        .init(output.map(transform))
    }

    /// The value transformed, or nothing if the transform returns nil.
    public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
        .init(output.flatMap(transform))
    }

    /// The value if `isIncluded` accepts it.
    public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(output.flatMap { isIncluded($0) ? $0 : nil })
    }

    /// The value in an array (empty without a value).
    public func collect() -> Optional<[Output]>.Publisher {
        .init(output.map { [$0] } ?? [])
    }

    /// One with a value; nothing without (as Combine's does).
    public func count() -> Optional<Int>.Publisher {
        .init(output.map { _ in 1 })
    }

    /// Whether the value satisfies `predicate`; nothing without a value.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
        .init(output.map(predicate))
    }

    /// Whether the value satisfies `predicate`; nothing without a value.
    public func contains(where predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
        .init(output.map(predicate))
    }

    /// The accumulation of the value; nothing without a value.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Optional<T>.Publisher {
        .init(output.map { nextPartialResult(initialResult, $0) })
    }

    /// The one step of the accumulation, if there is a value.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Optional<T>.Publisher {
        .init(output.map { nextPartialResult(initialResult, $0) })
    }

    /// The value, unless it is dropped.
    public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
        precondition(count >= 0, "count must not be negative")
        return .init(count > 0 ? nil : output)
    }

    /// The value, unless `predicate` accepts it.
    public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        .init(output.flatMap { predicate($0) ? nil : $0 })
    }

    /// The value if `maxLength` is at least one.
    public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
        precondition(maxLength >= 0, "maxLength must not be negative")
        return .init(maxLength > 0 ? output : nil)
    }

    /// The value if `predicate` accepts it.
    public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        filter(predicate)
    }

    /// The value if `predicate` accepts it.
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        filter(predicate)
    }

    /// The value if `predicate` accepts it.
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        filter(predicate)
    }

    /// The value if `index` is zero.
    public func output(at index: Int) -> Optional<Output>.Publisher {
        precondition(index >= 0, "index must not be negative")
        return .init(index == 0 ? output : nil)
    }

    /// The value if `range` (taken relative to `0..<Int.max`) starts at zero
    /// and is not empty. A negative lower bound, or an upper bound of
    /// `Int.max - 1` or more, stops the program, as in Combine.
    public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
        let range = range.relative(to: 0..<Int.max)
        precondition(range.lowerBound >= 0, "lowerBound must not be negative")
        precondition(range.upperBound < .max - 1, "upperBound must be less than Int.max - 1")
        return .init(range.lowerBound == 0 && range.upperBound > 0 ? output : nil)
    }

    /// The same publisher: a single value is first, last, smallest and largest.
    public func first() -> Optional<Output>.Publisher { self }
    /// The same publisher: a single value is first, last, smallest and largest.
    public func last() -> Optional<Output>.Publisher { self }
    /// The same publisher: a single value is first, last, smallest and largest.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }
    /// The same publisher: a single value is first, last, smallest and largest.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }
    /// The same publisher: a single value has no duplicates.
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }
    /// The same publisher: it cannot fail.
    public func replaceError(with output: Output) -> Optional<Output>.Publisher { self }
    /// The same publisher: it cannot fail, so there is nothing to retry.
    public func retry(_ times: Int) -> Optional<Output>.Publisher { self }

    /// The value, or `output` when there is none.
    public func replaceEmpty(with output: Output) -> Just<Output> {
        Just(self.output ?? output)
    }

    /// Nothing but `finished`.
    public func ignoreOutput() -> Empty<Output, Never> {
        Empty()
    }
}

extension Optional.Publisher where Output: Comparable {
    /// The same publisher: a single value is the smallest.
    public func min() -> Optional<Output>.Publisher { self }
    /// The same publisher: a single value is the largest.
    public func max() -> Optional<Output>.Publisher { self }
}

extension Optional.Publisher where Output: Equatable {
    /// Whether the value equals `output`; nothing without a value.
    public func contains(_ output: Output) -> Optional<Bool>.Publisher {
        .init(self.output.map { $0 == output })
    }

    /// The same publisher: a single value has no duplicates.
    public func removeDuplicates() -> Optional<Output>.Publisher { self }
}
