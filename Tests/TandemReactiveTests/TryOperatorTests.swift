import Combine
import Testing

/// The `try` operators and the reducers, against a recording publisher and subscriber.
@Suite struct TryOperatorTests {
    struct Oops: Error, CustomStringConvertible {
        var description: String { "oops" }
    }

    /// Runs `publisher` into a recording subscriber with unlimited demand.
    func events<P: Publisher>(_ publisher: P, demand: Subscribers.Demand = .unlimited) -> [String] {
        let subscriber = RecordingSubscriber<P.Output, P.Failure>(demand: demand)
        publisher.subscribe(subscriber)
        return subscriber.events.filter { !$0.hasPrefix("subscription") }
    }

    @Test func passThroughTryOperatorsTransformAndFailOnThrow() {
        let numbers = [1, 2, 3, 4].publisher
        #expect(
            events(numbers.tryCompactMap { $0 == 2 ? nil : $0 * 10 }) == [
                "value 10", "value 30", "value 40", "finished",
            ])
        #expect(
            events(
                numbers.tryCompactMap { v -> Int? in
                    if v == 3 { throw Oops() }; return v
                })
                == ["value 1", "value 2", "failure oops"])
        #expect(events(numbers.tryDrop { $0 < 3 }) == ["value 3", "value 4", "finished"])
        #expect(events(numbers.tryDrop { _ in throw Oops() }) == ["failure oops"])
        #expect(events(numbers.tryPrefix { $0 < 3 }) == ["value 1", "value 2", "finished"])
        #expect(
            events(
                numbers.tryPrefix { v in
                    if v == 2 { throw Oops() }; return true
                }) == ["value 1", "failure oops"])
        #expect(
            events([1, 1, 2, 2, 1].publisher.tryRemoveDuplicates(by: ==)) == [
                "value 1", "value 2", "value 1", "finished",
            ])
        #expect(events(numbers.tryRemoveDuplicates { _, _ in throw Oops() }) == ["value 1", "failure oops"])
        #expect(events(numbers.tryScan(0, +)) == ["value 1", "value 3", "value 6", "value 10", "finished"])
        #expect(
            events(
                numbers.tryScan(0) { a, v in
                    if v == 3 { throw Oops() }; return a + v
                })
                == ["value 1", "value 3", "failure oops"])
    }

    @Test func reducingTryOperatorsAnswerOnceAndFailOnThrow() {
        let numbers = [3, 1, 4, 1, 5].publisher
        #expect(events(numbers.tryReduce(0, +)) == ["value 14", "finished"])
        #expect(events(numbers.tryReduce(0) { _, _ in throw Oops() }) == ["failure oops"])
        #expect(events(numbers.tryFirst { $0 > 3 }) == ["value 4", "finished"])
        #expect(events(numbers.tryFirst { _ in throw Oops() }) == ["failure oops"])
        #expect(events(numbers.tryLast { $0 < 4 }) == ["value 1", "finished"])
        #expect(events(numbers.tryLast { $0 > 9 }) == ["finished"])
        #expect(events(numbers.tryAllSatisfy { $0 > 0 }) == ["value true", "finished"])
        #expect(events(numbers.tryAllSatisfy { $0 < 4 }) == ["value false", "finished"])
        #expect(events(numbers.tryContains { $0 == 4 }) == ["value true", "finished"])
        #expect(events(numbers.tryContains { $0 == 9 }) == ["value false", "finished"])
        #expect(events(numbers.tryContains { _ in throw Oops() }) == ["failure oops"])
        #expect(events(numbers.tryMin(by: <)) == ["value 1", "finished"])
        #expect(events(numbers.tryMax(by: <)) == ["value 5", "finished"])
        #expect(events(numbers.tryMax { _, _ in throw Oops() }) == ["failure oops"])
    }

    @Test func minAndMaxPublishNothingForAnEmptyUpstreamAndKeepTheFirstOfEquals() {
        let empty = Empty<Int, Never>()
        #expect(events(empty.min()) == ["finished"])
        #expect(events(empty.max()) == ["finished"])
        #expect(events(empty.tryMin(by: <)) == ["finished"])
        struct Item: CustomStringConvertible {
            let key: Int, tag: String
            var description: String { "\(key)\(tag)" }
        }
        let items = [Item(key: 1, tag: "a"), Item(key: 1, tag: "b"), Item(key: 0, tag: "c"), Item(key: 0, tag: "d")]
        #expect(events(items.publisher.max { $0.key < $1.key }) == ["value 1a", "finished"])
        #expect(events(items.publisher.min { $0.key < $1.key }) == ["value 0c", "finished"])
        let _: Publishers.Comparison<Publishers.Sequence<[Int], Never>> = [1].publisher.min()
    }

    @Test func reducersRequestUnlimitedUpstreamAndWaitForDemandToPublish() {
        let upstream = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(log: upstream.log, demand: .none)
        upstream.count().subscribe(subscriber)
        #expect(upstream.events == ["subscription Count", "upstream0 request unlimited"])
        upstream.send(1)
        upstream.send(2)
        upstream.send(completion: .finished)
        // Nothing is published before the subscriber asks.
        #expect(upstream.events.count == 4)
        upstream.log.clear()
        subscriber.subscription?.request(.max(1))
        #expect(upstream.events == ["value 2", "finished"])
    }

    @Test func reducersAnsweringEarlyCancelUpstreamAndIgnoreLaterEvents() {
        let upstream = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Bool, Never>(log: upstream.log, demand: .max(1))
        upstream.contains(2).subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)
        upstream.send(completion: .finished)
        #expect(
            upstream.events == [
                "subscription Contains", "upstream0 request unlimited", "demand max(0)",
                "upstream0 cancel", "value true", "finished", "demand max(0)", "demand max(0)",
            ])
    }

    @Test func aFailureIsPublishedWithoutDemand() {
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<[Int], Oops>(log: upstream.log, demand: .none)
        upstream.collect().subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(Oops()))
        #expect(upstream.events.suffix(1) == ["failure oops"])
    }

    @Test func tryCatchReplacesTheFailureOrFailsWithTheHandlersError() {
        let failing = Fail<Int, Oops>(error: Oops())
        #expect(events(failing.tryCatch { _ in Just(7) }) == ["value 7", "finished"])
        #expect(events(failing.tryCatch { _ -> Just<Int> in throw Oops() }) == ["failure oops"])
        #expect(
            events([1, 2].publisher.setFailureType(to: Oops.self).tryCatch { _ in Just(7) })
                == ["value 1", "value 2", "finished"])
    }
}
