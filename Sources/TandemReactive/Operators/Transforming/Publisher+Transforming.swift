// Operators that transform, filter or stop a stream value by value. Each is
// a public type with Combine's name and generic parameters (one file each,
// in this folder); all run through `StepInner`, `PassThroughInner` or
// `TryTransformInner`, as the rules recorded of each Combine operator ask.
// This file has the methods that make them.

extension Publisher {
    /// Transforms values with a throwing closure; a throw fails the stream.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// Transforms values and drops the nils.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Passes on the values a throwing predicate accepts.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }

    /// Drops values equal by `predicate` to the previous one.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// Emits each intermediate result of an accumulation.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T>
    {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Transforms the error.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }

    /// Replaces an error with a value, then finishes.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Publishes only the value at `index`, then finishes.
    public func output(at index: Int) -> Publishers.Output<Self> {
        precondition(index >= 0, "index must not be negative")
        return Publishers.Output(upstream: self, range: index..<(index + 1))
    }

    /// Publishes only values whose positions fall in `range`, then finishes.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }

    /// Publishes the first `maxLength` values, then finishes.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        output(in: 0..<maxLength)
    }

    /// Publishes values while `predicate` holds, then finishes.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// Drops values while `predicate` holds.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }

    /// Drops the first `count` values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    /// Publishes the first value satisfying `predicate`, then finishes.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// Publishes the last value satisfying `predicate` when upstream finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    /// Publishes only the completion.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }

    /// Accumulates every value; publishes the result when upstream finishes.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
        -> Publishers.Reduce<Self, T>
    {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Collects values into arrays of `count`.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }

    /// Publishes whether every value satisfies `predicate`.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// Publishes whether any value satisfies `predicate`.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// Drops values equal to the previous one.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}

extension Publisher where Failure == Never {
    /// Declares a failure type for a publisher that cannot fail.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publisher {
    /// Replaces nil values with `output`.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }
}
