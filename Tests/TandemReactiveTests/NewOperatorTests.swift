import Combine
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// How many times the test's SIGTRAP handler ran.
private var trapsCaught = 0

/// API that Combine has and Tandem lacked: checked by behavior and by the
/// types the operators return.
@Suite struct NewOperatorTests {
    struct Oops: Error, Codable, Equatable, CustomStringConvertible {
        var code = 1
        var description: String { "oops" }
    }

    func events<P: Publisher>(_ publisher: P, demand: Subscribers.Demand = .unlimited) -> [String] {
        let subscriber = RecordingSubscriber<P.Output, P.Failure>(demand: demand)
        publisher.subscribe(subscriber)
        return subscriber.events.filter { !$0.hasPrefix("subscription") }
    }

    @Test func optionalAndResultPublishers() {
        let some: Int? = 3, none: Int? = nil
        let _: Optional<Int>.Publisher = some.publisher
        #expect(events(some.publisher) == ["value 3", "finished"])
        #expect(events(none.publisher) == ["finished"])
        #expect(events(some.publisher, demand: .none) == [])
        let success = Result<Int, Oops>.success(4), failure = Result<Int, Oops>.failure(Oops())
        let _: Result<Int, Oops>.Publisher = success.publisher
        #expect(events(success.publisher) == ["value 4", "finished"])
        #expect(events(failure.publisher, demand: .none) == ["failure oops"])
        #expect(events(Result<Int, Oops>.Publisher(5)) == ["value 5", "finished"])
    }

    @Test func replaceEmptyOnlyReplacesAnEmptyFinishedStream() {
        #expect(events(Empty<Int, Never>().replaceEmpty(with: 9)) == ["value 9", "finished"])
        #expect(events([1].publisher.replaceEmpty(with: 9)) == ["value 1", "finished"])
        #expect(events(Fail<Int, Oops>(error: Oops()).replaceEmpty(with: 9)) == ["failure oops"])
    }

    @Test func appendAndPrependSequences() {
        let _: Publishers.Concatenate<Publishers.Sequence<[Int], Never>, Just<Int>> = Just(3).prepend([1, 2])
        #expect(events(Just(3).prepend(1...2)) == ["value 1", "value 2", "value 3", "finished"])
        #expect(events(Just(1).append(Set([2]))) == ["value 1", "value 2", "finished"])
        #expect(events(Just(1).append(2, 3)) == ["value 1", "value 2", "value 3", "finished"])
    }

    @Test func dropUntilOutputDropsUntilTheTriggerPublishes() {
        let log = EventLog()
        let upstream = RecordingPublisher<Int, Never>(log: log)
        let trigger = PassthroughSubject<Void, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .max(2))
        upstream.drop(untilOutputFrom: trigger).subscribe(subscriber)
        upstream.send(1)
        trigger.send()
        upstream.send(2)
        upstream.send(completion: .finished)
        // A dropped value is answered with no demand, as recorded of Combine.
        #expect(
            log.events == [
                "subscription DropUntilOutput", "upstream0 request max(2)", "demand max(0)", "value 2", "demand max(0)",
                "finished",
            ])
    }

    /// As recorded of Combine: a trigger that completes before publishing
    /// ends the stream (cancelling upstream) each time it completes; later
    /// values are still dropped against the demand until it publishes, and
    /// then pass, even after that end.
    @Test func dropUntilOutputEndsWhenTheTriggerCompletesFirst() {
        let log = EventLog()
        let upstream = RecordingPublisher<Int, Never>(log: log)
        let trigger = SilentPublisher<Void, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .max(100), onValue: { _ in .max(5) })
        upstream.drop(untilOutputFrom: trigger).subscribe(subscriber)
        trigger.subscriber?.receive(completion: .finished)
        trigger.subscriber?.receive(completion: .finished)
        upstream.send(3)
        _ = trigger.subscriber?.receive(())
        upstream.send(4)
        #expect(
            log.events == [
                "subscription DropUntilOutput", "upstream0 request max(100)", "upstream0 cancel", "finished",
                "finished",
                "demand max(0)", "value 4", "demand max(5)",
            ])
    }

    /// As recorded of Combine: the subscriber gets its subscription before
    /// upstream is subscribed, and what it asked for until then (a request for
    /// nothing included) is asked of upstream in one request.
    @Test func dropUntilOutputAsksALateUpstreamForEverythingRequested() {
        let upstream = SilentPublisher<Int, Never>()
        let log = EventLog()
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .max(10))
        upstream.drop(untilOutputFrom: Empty<Void, Never>(completeImmediately: false)).subscribe(subscriber)
        subscriber.subscription?.request(.max(4))
        subscriber.subscription?.request(.none)
        upstream.subscriber?.receive(subscription: RecordingSubscription(log: log, name: "late"))
        #expect(log.events == ["subscription DropUntilOutput", "late request max(14)"])
    }

    /// `switchToLatest` does not cancel an upstream of publishers that has
    /// finished, and after its end subscribes to no new publisher.
    @Test func switchToLatestLeavesAFinishedUpstreamAlone() {
        let outer = RecordingPublisher<RecordingPublisher<Int, Never>, Never>()
        let inner = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .unlimited)
        outer.switchToLatest().subscribe(subscriber)
        outer.send(inner)
        inner.send(completion: .finished)
        outer.send(completion: .finished)
        #expect(subscriber.events.last == "finished")
        #expect(!outer.events.contains("upstream0 cancel"))
        let late = RecordingPublisher<Int, Never>()
        outer.send(late)
        #expect(late.subscribers.isEmpty)
    }

    /// The trigger, asked for one value, is not cancelled once it has sent it.
    @Test func theTriggerIsNotCancelledAfterItsValue() {
        let upstream = RecordingPublisher<Int, Never>()
        let trigger = RecordingPublisher<Void, Never>()
        upstream.prefix(untilOutputFrom: trigger).subscribe(RecordingSubscriber<Int, Never>(demand: .unlimited))
        trigger.send(())
        #expect(trigger.events == ["upstream0 request max(1)", "demand max(0)"])
        #expect(upstream.events.contains("upstream0 cancel"))
    }

    @Test func prefixUntilOutputFinishesAndCancelsUpstreamWhenTheTriggerPublishes() {
        let log = EventLog()
        let upstream = RecordingPublisher<Int, Never>(log: log)
        let trigger = PassthroughSubject<String, Oops>()
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .unlimited)
        upstream.prefix(untilOutputFrom: trigger).subscribe(subscriber)
        upstream.send(1)
        trigger.send("stop")
        upstream.send(2)
        // As Combine's, the subscription does not describe itself: its type name names the operator.
        #expect(log.events.first?.hasPrefix("subscription") == true)
        #expect(log.events.first?.contains("PrefixUntilOutput") == true)
        #expect(
            log.events.dropFirst() == [
                "upstream0 request unlimited", "value 1", "demand max(0)", "upstream0 cancel", "finished",
                "demand max(0)",
            ])
    }

    /// As recorded of Combine: a trigger that completes without publishing
    /// changes nothing, and upstream's completion cancels a trigger that has
    /// not published.
    @Test func prefixUntilOutputRunsOnWhenTheTriggerCompletesWithoutAValue() {
        let log = EventLog()
        let upstream = RecordingPublisher<Int, Never>(log: log)
        let trigger = SilentPublisher<Void, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .max(3), onValue: { _ in .max(2) })
        upstream.prefix(untilOutputFrom: trigger).subscribe(subscriber)
        trigger.subscriber?.receive(completion: .finished)
        #expect(upstream.send(1) == .max(2))
        let other = RecordingPublisher<Int, Never>(log: log)
        let watched = RecordingPublisher<Void, Never>(log: EventLog())
        other.prefix(untilOutputFrom: watched).subscribe(
            RecordingSubscriber<Int, Never>(log: EventLog(), demand: .none))
        other.send(completion: .finished)
        #expect(watched.events == ["upstream0 request max(1)", "upstream0 cancel"])
        #expect(log.events.dropFirst() == ["upstream0 request max(3)", "value 1", "demand max(2)"])
    }

    @Test func bufferKeepsFullAndAppliesItsStrategyWhenFull() {
        let log = EventLog()
        let upstream = RecordingPublisher<Int, Oops>(log: log)
        let subscriber = RecordingSubscriber<Int, Oops>(log: log, demand: .none)
        upstream.buffer(size: 2, prefetch: .keepFull, whenFull: .dropOldest).subscribe(subscriber)
        #expect(log.events == ["upstream0 request max(2)", "subscription Buffer"])
        log.clear()
        for value in 1...3 { upstream.send(value) }
        subscriber.subscription?.request(.max(1))
        // Upstream is asked only for the one value delivered (to keep the
        // buffer full), not for what the subscriber requested.
        #expect(
            log.events == ["demand max(0)", "demand max(0)", "demand max(0)", "value 2", "upstream0 request max(1)"])
        log.clear()
        upstream.send(completion: .finished)
        subscriber.subscription?.request(.max(5))
        #expect(log.events == ["value 3", "finished"])

        let failing = RecordingPublisher<Int, Oops>()
        let failed = RecordingSubscriber<Int, Oops>(log: failing.log, demand: .none)
        failing.buffer(size: 1, prefetch: .byRequest, whenFull: .customError { Oops() }).subscribe(failed)
        failing.send(1)
        failing.send(2)
        failed.subscription?.request(.max(1))
        // The error comes after the buffered values; nothing reaches the cancelled upstream.
        #expect(
            failing.events == [
                "upstream0 request unlimited", "subscription Buffer", "demand max(0)", "upstream0 cancel",
                "demand max(0)",
                "value 1", "failure oops",
            ])
    }

    @Test func mapWithKeyPaths() {
        struct Point { var x: Int, y: Int, z: Int }
        let points = [Point(x: 1, y: 2, z: 3)].publisher
        let _: Publishers.MapKeyPath<Publishers.Sequence<[Point], Never>, Int> = points.map(\.x)
        #expect(events(points.map(\.y)) == ["value 2", "finished"])
        #expect(events(points.map(\.x, \.z)) == ["value (1, 3)", "finished"])
        #expect(events(points.map(\.z, \.y, \.x)) == ["value (3, 2, 1)", "finished"])
    }

    @Test func assertNoFailurePassesValuesAndFinishes() {
        let publisher: Publishers.AssertNoFailure<Publishers.Sequence<[Int], Oops>> = [1, 2].publisher
            .setFailureType(to: Oops.self).assertNoFailure()
        #expect(events(publisher) == ["value 1", "value 2", "finished"])
    }

    /// Without a debugger or a handler of the program's own, a breakpoint
    /// ends the process on SIGTRAP, as on Apple's systems (Swift's backtracer
    /// would otherwise let it go on).
    @Test func breakpointEndsTheProcessWithoutADebugger() async {
        await #expect(processExitsWith: .signal(SIGTRAP)) {
            _ = Just(1).breakpoint(receiveOutput: { _ in true }).sink { _ in }
        }
    }

    @Test func breakpointRaisesSIGTRAPWhenAClosureSaysSo() {
        trapsCaught = 0
        let previous = signal(SIGTRAP) { _ in trapsCaught += 1 }
        defer { signal(SIGTRAP, previous) }
        #expect(
            events([1, 2, 3].publisher.breakpoint(receiveOutput: { $0 == 2 })) == [
                "value 1", "value 2", "value 3", "finished",
            ])
        #expect(trapsCaught == 1)
        #expect(events(Fail<Int, Oops>(error: Oops()).breakpointOnError()) == ["failure oops"])
        #expect(trapsCaught == 2)
        #expect(events(Just(1).breakpointOnError()) == ["value 1", "finished"])
        #expect(trapsCaught == 2)
    }

    @Test func futureValueIsAwaited() async throws {
        let future = Future<Int, Oops> { promise in
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) { promise(.success(7)) }
        }
        #expect(try await future.value == 7)
        let failing = Future<Int, Oops> { $0(.failure(Oops())) }
        await #expect(throws: Oops.self) { try await failing.value }
        let never = Future<String, Never> { $0(.success("done")) }
        #expect(await never.value == "done")
    }

    @Test func flatMapAndSwitchToLatestMixNeverFailingAndFailingPublishers() {
        let _: Publishers.FlatMap<Fail<Int, Oops>, Publishers.SetFailureType<Just<Int>, Oops>> =
            Just(1).flatMap { _ in Fail<Int, Oops>(error: Oops()) }
        #expect(events(Just(1).flatMap { _ in Fail<Int, Oops>(error: Oops()) }) == ["failure oops"])
        let _: Publishers.FlatMap<Publishers.SetFailureType<Just<Int>, Oops>, Publishers.Sequence<[Int], Oops>> =
            [1].publisher.setFailureType(to: Oops.self).flatMap { Just($0 * 2) }
        #expect(
            events([1, 2].publisher.setFailureType(to: Oops.self).flatMap { Just($0 * 2) })
                == ["value 2", "value 4", "finished"])
        #expect(events([1, 2].publisher.flatMap { Just($0 + 1) }) == ["value 2", "value 3", "finished"])

        let inners = PassthroughSubject<AnyPublisher<Int, Oops>, Never>()
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .unlimited)
        inners.switchToLatest().subscribe(subscriber)
        inners.send(Just(1).setFailureType(to: Oops.self).eraseToAnyPublisher())
        inners.send(Fail(error: Oops()).eraseToAnyPublisher())
        #expect(subscriber.events.dropFirst() == ["value 1", "failure oops"])

        let outer = PassthroughSubject<Just<Int>, Oops>()
        let second = RecordingSubscriber<Int, Oops>(demand: .unlimited)
        outer.switchToLatest().subscribe(second)
        outer.send(Just(5))
        outer.send(completion: .failure(Oops()))
        #expect(second.events.dropFirst() == ["value 5", "failure oops"])
    }

    @Test func completionDemandAndRecordEncodeAsCombineDoes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func json<T: Encodable>(_ value: T) throws -> String {
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        #expect(try json(Subscribers.Completion<Oops>.finished) == #"{"success":true}"#)
        #expect(
            try json(Subscribers.Completion<Oops>.failure(Oops(code: 2))) == #"{"error":{"code":2},"success":false}"#)
        #expect(try json([Subscribers.Demand.max(3), .unlimited, .none]) == "[3,9223372036854775808,0]")
        let decoder = JSONDecoder()
        #expect(
            try decoder.decode([Subscribers.Demand].self, from: Data("[3,9223372036854775808]".utf8)) == [
                .max(3), .unlimited,
            ])
        // A number past unlimited's decodes as unlimited, as in Combine.
        #expect(try decoder.decode(Subscribers.Demand.self, from: Data("9223372036854775809".utf8)) == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) - (-1) == .none)
        #expect(
            try decoder.decode(
                Subscribers.Completion<Oops>.self, from: Data(#"{"success":false,"error":{"code":4}}"#.utf8))
                == .failure(Oops(code: 4)))
        #expect(throws: DecodingError.self) {
            try decoder.decode(Subscribers.Completion<Oops>.self, from: Data(#"{"success":false}"#.utf8))
        }
        let record = Record<Int, Oops>(output: [1, 2], completion: .failure(Oops()))
        #expect(
            try json(record) == #"{"recording":{"completion":{"error":{"code":1},"success":false},"output":[1,2]}}"#)
        let decoded = try decoder.decode(Record<Int, Oops>.self, from: try encoder.encode(record))
        #expect(events(decoded) == ["value 1", "value 2", "failure oops"])
    }

    @Test func demandComparesWithCounts() {
        #expect(Subscribers.Demand.max(2) == 2)
        #expect(2 == Subscribers.Demand.max(2))
        #expect(Subscribers.Demand.unlimited != 2)
        #expect(3 != Subscribers.Demand.max(2))
        #expect(1 < Subscribers.Demand.max(2))
        #expect(Int.max < Subscribers.Demand.unlimited)
        #expect(5 > Subscribers.Demand.max(2))
        #expect(2 <= Subscribers.Demand.max(2))
        #expect(!(5 >= Subscribers.Demand.unlimited))
        #expect(Subscribers.Demand.max(1) - .max(2) == .max(0))
        var demand = Subscribers.Demand.max(3)
        demand *= 2
        #expect(demand == .max(6))
    }
}
