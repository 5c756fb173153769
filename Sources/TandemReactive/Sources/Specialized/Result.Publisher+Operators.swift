// Combine's operators specialized for `Result.Publisher`: computed when the
// operator is applied, each returns another `Result` publisher; a failure
// stays the failure.

extension Result.Publisher {
    /// The success transformed.
    public func map<T>(_ transform: (Output) -> T) -> Result<T, Failure>.Publisher {
        .init(result.map(transform))
    }

    /// The success transformed by a throwing closure, or the error.
    public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, Error>.Publisher {
        .init(result.mapError { $0 as Error }.flatMap { output in Result<T, Error> { try transform(output) } })
    }

    /// The failure transformed.
    public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Output, E>.Publisher {
        .init(result.mapError(transform))
    }

    /// The success, or `output` in place of the failure.
    public func replaceError(with output: Output) -> Result<Output, Never>.Publisher {
        .init(.success((try? result.get()) ?? output))
    }

    /// The success in an array.
    public func collect() -> Result<[Output], Failure>.Publisher {
        .init(result.map { [$0] })
    }

    /// One, for the success.
    public func count() -> Result<Int, Failure>.Publisher {
        .init(result.map { _ in 1 })
    }

    /// Whether the success satisfies `predicate`.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(result.map(predicate))
    }

    /// Whether the success satisfies a throwing `predicate`, or the error.
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, Error>.Publisher {
        tryMap(predicate)
    }

    /// Whether the success satisfies `predicate`.
    public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(result.map(predicate))
    }

    /// Whether the success satisfies a throwing `predicate`, or the error.
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, Error>.Publisher {
        tryMap(predicate)
    }

    /// The accumulation of the success.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
        .init(result.map { nextPartialResult(initialResult, $0) })
    }

    /// The throwing accumulation of the success, or the error.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
        -> Result<T, Error>.Publisher
    {
        tryMap { try nextPartialResult(initialResult, $0) }
    }

    /// The one step of the accumulation.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
        .init(result.map { nextPartialResult(initialResult, $0) })
    }

    /// The one step of a throwing accumulation, or the error.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
        -> Result<T, Error>.Publisher
    {
        tryMap { try nextPartialResult(initialResult, $0) }
    }

    /// The same publisher: a single value is first, last, smallest and largest.
    public func first() -> Result<Output, Failure>.Publisher { self }
    /// The same publisher: a single value is first, last, smallest and largest.
    public func last() -> Result<Output, Failure>.Publisher { self }
    /// The same publisher: a single value is first, last, smallest and largest.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }
    /// The same publisher: a single value is first, last, smallest and largest.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }
    /// The same publisher: a single value has no duplicates.
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }
    /// The result, or the error `predicate` throws: Combine asks it once for
    /// a value, comparing it with itself.
    public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool) -> Result<Output, Error>.Publisher {
        .init(comparedWithItself(by: predicate))
    }
    /// The result, or the error `areInIncreasingOrder` throws (asked once
    /// for a value, comparing it with itself).
    public func tryMin(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, Error>.Publisher {
        .init(comparedWithItself(by: areInIncreasingOrder))
    }
    /// The result, or the error `areInIncreasingOrder` throws (asked once
    /// for a value, comparing it with itself).
    public func tryMax(by areInIncreasingOrder: (Output, Output) throws -> Bool) -> Result<Output, Error>.Publisher {
        .init(comparedWithItself(by: areInIncreasingOrder))
    }
    /// An `Empty` publisher: it finishes at once, for a failed result too
    /// (Combine's specialization drops the failure the same way).
    public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

    private func comparedWithItself(by predicate: (Output, Output) throws -> Bool) -> Result<Output, Error> {
        result.mapError { $0 as Error }.flatMap { value in
            Swift.Result<Output, Error> {
                _ = try predicate(value, value); return value
            }
        }
    }
    /// The same publisher: a result is never empty.
    public func replaceEmpty(with output: Output) -> Result<Output, Failure>.Publisher { self }
    /// The same publisher: resubscribing gives the same result.
    public func retry(_ times: Int) -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher where Failure == Never {
    /// The success with a failure type it never uses.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        .init(result.get())
    }
}

extension Result.Publisher where Output: Comparable {
    /// The same publisher: a single value is the smallest.
    public func min() -> Result<Output, Failure>.Publisher { self }
    /// The same publisher: a single value is the largest.
    public func max() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher where Output: Equatable {
    /// Whether the success equals `output`.
    public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher {
        .init(result.map { $0 == output })
    }

    /// The same publisher: a single value has no duplicates.
    public func removeDuplicates() -> Result<Output, Failure>.Publisher { self }
}
