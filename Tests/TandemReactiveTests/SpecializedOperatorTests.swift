import Combine
import Testing

/// The overloads Combine specializes for `Just`, `Optional.Publisher`,
/// `Result.Publisher` and `Publishers.Sequence`: the returned types (checked
/// by the annotations, which fail to compile otherwise) and their values.
@Suite struct SpecializedOperatorTests {
    struct Oops: Error, Equatable {}

    func values<P: Publisher>(_ publisher: P) -> [String] {
        let subscriber = RecordingSubscriber<P.Output, P.Failure>(demand: .unlimited)
        publisher.subscribe(subscriber)
        return subscriber.events.filter { !$0.hasPrefix("subscription") }
    }

    @Test func justAnswersAtOnce() {
        let just = Just(4)
        let mapped: Just<String> = just.map { "\($0)" }
        #expect(mapped.output == "4")
        let filtered: Optional<Int>.Publisher = just.filter { $0 > 5 }
        #expect(filtered.output == nil)
        let counted: Just<Int> = just.count()
        #expect(counted == Just(1))
        let failing: Result<Int, Oops>.Publisher = just.setFailureType(to: Oops.self)
        #expect(failing.result == .success(4))
        let tried: Result<Int, Error>.Publisher = just.tryMap { _ in throw Oops() }
        #expect(values(tried) == ["failure Oops()"])
        let reduced: Result<Int, Never>.Publisher = just.reduce(10, +)
        #expect(values(reduced) == ["value 14", "finished"])
        let collected: Just<[Int]> = just.collect()
        #expect(collected.output == [4])
        #expect(just.contains(4) == Just(true))
        #expect(just.dropFirst().output == nil)
        #expect(just.output(in: 0..<1).output == 4)
        #expect(just.min() == just)
        #expect(values(just.ignoreOutput()) == ["finished"])
    }

    /// As recorded of Combine: without a value, `collect()` is `[]` but
    /// `count()`, `allSatisfy`, `contains` and `reduce` publish nothing.
    @Test func optionalPublisherAnswersAtOnceAndForEmptyAsCombineDoes() {
        let some = Optional(3).publisher, none = Optional<Int>.none.publisher
        let mapped: Optional<Int>.Publisher = some.map { $0 * 2 }
        #expect(mapped.output == 6)
        #expect(none.collect().output == [])
        #expect(none.count().output == nil)
        #expect(none.allSatisfy { $0 > 9 }.output == nil)
        #expect(none.contains(3).output == nil)
        #expect(none.reduce(7, +).output == nil)
        #expect(some.reduce(7, +).output == 10)
        #expect(none.scan(7, +).output == nil)
        let replaced: Just<Int> = none.replaceEmpty(with: 1)
        #expect(replaced.output == 1)
        #expect(some.contains(3).output == true)
        #expect(some == Optional(3).publisher)
    }

    @Test func resultPublisherKeepsItsFailure() {
        let success = Result<Int, Oops>.success(2).publisher, failure = Result<Int, Oops>.failure(Oops()).publisher
        let mapped: Result<String, Oops>.Publisher = success.map { "\($0)" }
        #expect(mapped.result == .success("2"))
        #expect(failure.count().result == .failure(Oops()))
        #expect(failure.replaceError(with: 5).result == .success(5))
        #expect(success.contains(2).result == .success(true))
        let tried: Result<Int, Error>.Publisher = failure.tryMap { $0 }
        #expect(values(tried) == ["failure Oops()"])
        #expect(success == Result<Int, Oops>.Publisher(2))
    }

    @Test func sequencePublisherWorksOnTheSequence() {
        let numbers = [1, 2, 2, 3].publisher
        let mapped: Publishers.Sequence<[Int], Never> = numbers.map { $0 * 10 }
        #expect(mapped.sequence == [10, 20, 20, 30])
        #expect(numbers.filter { $0 > 1 }.sequence == [2, 2, 3])
        #expect(numbers.removeDuplicates().sequence == [1, 2, 3])
        #expect(numbers.scan(0, +).sequence == [1, 3, 5, 8])
        #expect(numbers.reduce(0, +).result == .success(8))
        #expect(numbers.count().result == .success(4))
        #expect(numbers.min().output == 1)
        #expect(numbers.last().output == 3)
        #expect(numbers.output(at: 9).output == nil)
        #expect(numbers.output(in: 1..<3).sequence == [2, 2])
        #expect(numbers.append(4).prepend(0).sequence == [0, 1, 2, 2, 3, 4])
        #expect(Array(numbers.dropFirst(2).sequence) == [2, 3])
        let failing: Publishers.Sequence<[Int], Oops> = numbers.setFailureType(to: Oops.self)
        #expect(failing == [1, 2, 2, 3].publisher.setFailureType(to: Oops.self))
        #expect(values(numbers.tryReduce(0) { _, _ in throw Oops() }) == ["failure Oops()"])
    }

    @Test func publishersAreEquatableWhenTheirPartsAre() {
        #expect(Just(1) == Just(1))
        #expect(Just(1) != Just(2))
        #expect(Empty<Int, Never>() == Empty<Int, Never>())
        #expect(Empty<Int, Never>() != Empty<Int, Never>(completeImmediately: false))
        #expect(Fail<Int, Oops>(error: Oops()) == Fail<Int, Oops>(error: Oops()))
    }

    @Test func operatorsOfTheSameKindFuse() {
        let subject = PassthroughSubject<Int, Never>()
        let maps: Publishers.Map<PassthroughSubject<Int, Never>, String> = subject.map { $0 + 1 }.map { "\($0)" }
        let filters: Publishers.Filter<PassthroughSubject<Int, Never>> = subject.filter { $0 > 1 }.filter { $0 < 4 }
        let tries: Publishers.TryMap<PassthroughSubject<Int, Never>, Int> = subject.map { $0 * 2 }.tryMap { $0 + 1 }
        let compacts: Publishers.CompactMap<PassthroughSubject<Int, Never>, Int> =
            subject.compactMap { $0 > 1 ? $0 : nil }.map { $0 * 10 }
        let recorders = (
            RecordingSubscriber<String, Never>(demand: .unlimited), RecordingSubscriber<Int, Never>(demand: .unlimited),
            RecordingSubscriber<Int, Error>(demand: .unlimited), RecordingSubscriber<Int, Never>(demand: .unlimited)
        )
        maps.subscribe(recorders.0)
        filters.subscribe(recorders.1)
        tries.subscribe(recorders.2)
        compacts.subscribe(recorders.3)
        for value in 1...4 { subject.send(value) }
        #expect(recorders.0.events.dropFirst() == ["value 2", "value 3", "value 4", "value 5"])
        #expect(recorders.1.events.dropFirst() == ["value 2", "value 3"])
        #expect(recorders.2.events.dropFirst() == ["value 3", "value 5", "value 7", "value 9"])
        #expect(recorders.3.events.dropFirst() == ["value 20", "value 30", "value 40"])
    }

    @Test func operatorStructsAreEquatableWhenTheirPartsAre() {
        let just = Just(1)
        #expect(just.append(2) == just.append(2))
        #expect(just.setFailureType(to: Oops.self) == just.setFailureType(to: Oops.self))
        #expect(Publishers.Merge(just, just) == Publishers.Merge(just, just))
        #expect(Publishers.Zip(just, Just(2)) != Publishers.Zip(just, Just(3)))
        let sequence = [1, 2].publisher.setFailureType(to: Oops.self)
        #expect(Publishers.Collect(upstream: sequence) == Publishers.Collect(upstream: sequence))
        #expect(Publishers.Count(upstream: sequence) == Publishers.Count(upstream: sequence))
        #expect(Publishers.Drop(upstream: sequence, count: 1) != Publishers.Drop(upstream: sequence, count: 2))
        #expect(
            Publishers.Contains(upstream: sequence, output: 1) == Publishers.Contains(upstream: sequence, output: 1))
        #expect(Publishers.Retry(upstream: sequence, retries: 1) == Publishers.Retry(upstream: sequence, retries: 1))
    }
}
