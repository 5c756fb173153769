// Combine's operators specialized for a sequence publisher: they work on the
// sequence at once, when the operator is applied, and return another
// sequence, `Optional` or `Result` publisher instead of an operator chain.

extension Publishers.Sequence {
    /// The elements transformed, as a sequence publisher.
    public func map<T>(_ transform: (Elements.Element) -> T) -> Publishers.Sequence<[T], Failure> {
        .init(sequence: sequence.map(transform))
    }

    /// The elements transformed, without the nils.
    public func compactMap<T>(_ transform: (Elements.Element) -> T?) -> Publishers.Sequence<[T], Failure> {
        .init(sequence: sequence.compactMap(transform))
    }

    /// The elements `isIncluded` accepts.
    public func filter(_ isIncluded: (Elements.Element) -> Bool) -> Publishers.Sequence<[Elements.Element], Failure> {
        .init(sequence: sequence.filter(isIncluded))
    }

    /// The intermediate results of an accumulation.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Elements.Element) -> T)
        -> Publishers.Sequence<[T], Failure>
    {
        var accumulated = initialResult
        return .init(
            sequence: sequence.map { element in
                accumulated = nextPartialResult(accumulated, element)
                return accumulated
            })
    }

    /// The accumulated result, published as one value.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Elements.Element) -> T)
        -> Result<T, Failure>.Publisher
    {
        .init(sequence.reduce(initialResult, nextPartialResult))
    }

    /// The accumulated result of a throwing accumulation, or its error.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Elements.Element) throws -> T)
        -> Result<T, Error>.Publisher
    {
        .init(Result { try sequence.reduce(initialResult, nextPartialResult) })
    }

    /// Whether every element satisfies `predicate`.
    public func allSatisfy(_ predicate: (Elements.Element) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(sequence.allSatisfy(predicate))
    }

    /// Whether every element satisfies a throwing `predicate`, or its error.
    public func tryAllSatisfy(_ predicate: (Elements.Element) throws -> Bool) -> Result<Bool, Error>.Publisher {
        .init(Result { try sequence.allSatisfy(predicate) })
    }

    /// Whether some element satisfies `predicate`.
    public func contains(where predicate: (Elements.Element) -> Bool) -> Result<Bool, Failure>.Publisher {
        .init(sequence.contains(where: predicate))
    }

    /// Whether some element satisfies a throwing `predicate`, or its error.
    public func tryContains(where predicate: (Elements.Element) throws -> Bool) -> Result<Bool, Error>.Publisher {
        .init(Result { try sequence.contains(where: predicate) })
    }

    /// All the elements as one array.
    public func collect() -> Result<[Elements.Element], Failure>.Publisher {
        .init(Array(sequence))
    }

    /// The elements after the first `count`.
    public func dropFirst(_ count: Int = 1) -> Publishers.Sequence<DropFirstSequence<Elements>, Failure> {
        .init(sequence: sequence.dropFirst(count))
    }

    /// The elements from the first that `predicate` rejects.
    public func drop(while predicate: (Elements.Element) -> Bool)
        -> Publishers.Sequence<DropWhileSequence<Elements>, Failure>
    {
        .init(sequence: sequence.drop(while: predicate))
    }

    /// The first `maxLength` elements.
    public func prefix(_ maxLength: Int) -> Publishers.Sequence<PrefixSequence<Elements>, Failure> {
        .init(sequence: sequence.prefix(maxLength))
    }

    /// The elements before the first that `predicate` rejects.
    public func prefix(while predicate: (Elements.Element) -> Bool) -> Publishers.Sequence<[Elements.Element], Failure>
    {
        .init(sequence: sequence.prefix(while: predicate))
    }

    /// No elements: only the completion.
    public func ignoreOutput() -> Empty<Elements.Element, Failure> {
        Empty()
    }

    /// The same elements, with another failure type.
    public func setFailureType<E: Error>(to error: E.Type) -> Publishers.Sequence<Elements, E> where Failure == Never {
        .init(sequence: sequence)
    }

    /// The elements with each `nil` replaced by `output`.
    public func replaceNil<T>(with output: T) -> Publishers.Sequence<[Elements.Element], Failure>
    where Elements.Element == T? {
        .init(sequence: sequence.map { $0 ?? output })
    }
}

extension Publishers.Sequence where Elements.Element: Equatable {
    /// The elements without consecutive repeats.
    public func removeDuplicates() -> Publishers.Sequence<[Elements.Element], Failure> {
        var previous: Elements.Element?
        return .init(
            sequence: sequence.filter { element in
                defer { previous = element }
                return previous != element
            })
    }

    /// Whether the sequence contains `output`.
    public func contains(_ output: Elements.Element) -> Result<Bool, Failure>.Publisher {
        .init(sequence.contains(output))
    }
}

extension Publishers.Sequence where Failure == Never {
    /// The smallest element by `areInIncreasingOrder`, if any.
    public func min(by areInIncreasingOrder: (Elements.Element, Elements.Element) -> Bool)
        -> Optional<Elements.Element>.Publisher
    {
        .init(sequence.min(by: areInIncreasingOrder))
    }

    /// The largest element by `areInIncreasingOrder`, if any.
    public func max(by areInIncreasingOrder: (Elements.Element, Elements.Element) -> Bool)
        -> Optional<Elements.Element>.Publisher
    {
        .init(sequence.max(by: areInIncreasingOrder))
    }

    /// The first element `predicate` accepts, if any.
    public func first(where predicate: (Elements.Element) -> Bool) -> Optional<Elements.Element>.Publisher {
        .init(sequence.first(where: predicate))
    }
}

extension Publishers.Sequence where Failure == Never, Elements.Element: Comparable {
    /// The smallest element, if any.
    public func min() -> Optional<Elements.Element>.Publisher {
        .init(sequence.min())
    }

    /// The largest element, if any.
    public func max() -> Optional<Elements.Element>.Publisher {
        .init(sequence.max())
    }
}

extension Publishers.Sequence where Elements: Collection, Failure == Never {
    /// The first element, if any.
    public func first() -> Optional<Elements.Element>.Publisher {
        .init(sequence.first)
    }

    /// The element at `index`, if there is one.
    public func output(at index: Elements.Index) -> Optional<Elements.Element>.Publisher {
        .init(sequence.indices.contains(index) ? sequence[index] : nil)
    }
}

extension Publishers.Sequence where Elements: Collection {
    /// The number of elements.
    public func count() -> Result<Int, Failure>.Publisher {
        .init(sequence.count)
    }

    /// The elements at the positions in `range`; a range outside the
    /// collection traps, as slicing the collection does.
    public func output(in range: Range<Elements.Index>) -> Publishers.Sequence<[Elements.Element], Failure> {
        .init(sequence: Array(sequence[range]))
    }
}

extension Publishers.Sequence where Elements: RandomAccessCollection, Failure == Never {
    /// The element at `index`, if there is one.
    public func output(at index: Elements.Index) -> Optional<Elements.Element>.Publisher {
        .init(sequence.indices.contains(index) ? sequence[index] : nil)
    }

    /// The number of elements, known at once.
    public func count() -> Just<Int> {
        .init(sequence.count)
    }
}

extension Publishers.Sequence where Elements: RandomAccessCollection {
    /// The elements at the positions in `range`; a range outside the
    /// collection traps, as slicing the collection does.
    public func output(in range: Range<Elements.Index>) -> Publishers.Sequence<[Elements.Element], Failure> {
        .init(sequence: Array(sequence[range]))
    }

    /// The number of elements.
    public func count() -> Result<Int, Failure>.Publisher {
        .init(sequence.count)
    }
}

extension Publishers.Sequence where Elements: BidirectionalCollection, Failure == Never {
    /// The last element, if any.
    public func last() -> Optional<Elements.Element>.Publisher {
        .init(sequence.last)
    }

    /// The last element `predicate` accepts, if any.
    public func last(where predicate: (Elements.Element) -> Bool) -> Optional<Elements.Element>.Publisher {
        .init(sequence.last(where: predicate))
    }
}

// Combine gives the joining operators their own form only where the
// collection can grow: the result keeps the collection's type. Other
// sequence publishers concatenate as any publisher does.
extension Publishers.Sequence where Elements: RangeReplaceableCollection {
    /// `elements` followed by the same elements.
    public func prepend(_ elements: Elements.Element...) -> Publishers.Sequence<Elements, Failure> {
        prepend(elements)
    }

    /// The elements of `elements` followed by the same elements.
    public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
    where S.Element == Elements.Element {
        var result = Elements()
        result.reserveCapacity(sequence.count + elements.underestimatedCount)
        result.append(contentsOf: elements)
        result.append(contentsOf: sequence)
        return .init(sequence: result)
    }

    /// The elements of `publisher` followed by the same elements.
    public func prepend(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
        var result = publisher.sequence
        result.append(contentsOf: sequence)
        return .init(sequence: result)
    }

    /// The same elements followed by `elements`.
    public func append(_ elements: Elements.Element...) -> Publishers.Sequence<Elements, Failure> {
        append(elements)
    }

    /// The same elements followed by those of `elements`.
    public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
    where S.Element == Elements.Element {
        var result = sequence
        result.append(contentsOf: elements)
        return .init(sequence: result)
    }

    /// The same elements followed by those of `publisher`.
    public func append(_ publisher: Publishers.Sequence<Elements, Failure>) -> Publishers.Sequence<Elements, Failure> {
        append(publisher.sequence)
    }
}
