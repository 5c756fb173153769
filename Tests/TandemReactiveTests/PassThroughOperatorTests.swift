import Combine
import Foundation
import Testing

/// Operators that, in Combine, hand the upstream's own subscription to the
/// subscriber and pass every event on as it comes — before the subscription
/// and after a completion too — and how operators describe and reflect
/// themselves, as recorded of Apple's Combine.
@Suite struct PassThroughOperatorTests {
    struct Oops: Error, CustomStringConvertible {
        var description: String { "oops" }
    }

    @Test func passThroughOperatorsHandTheUpstreamSubscriptionOnAndPassEveryEvent() {
        let chains: [(RecordingPublisher<Int, Oops>) -> AnyPublisher<Int, Oops>] = [
            { $0.compactMap { $0 }.eraseToAnyPublisher() },
            { $0.scan(0, +).eraseToAnyPublisher() },
            { $0.mapError { $0 }.eraseToAnyPublisher() },
            { $0.breakpoint().eraseToAnyPublisher() },
        ]
        for make in chains {
            let upstream = RecordingPublisher<Int, Oops>()
            let subscriber = RecordingSubscriber<Int, Oops>(log: upstream.log, demand: .max(1))
            make(upstream).subscribe(subscriber)
            upstream.send(1)
            upstream.send(completion: .finished)
            upstream.send(completion: .failure(Oops()))
            subscriber.subscription?.cancel()
            subscriber.subscription?.request(.max(2))
            #expect(
                upstream.events == [
                    "subscription upstream0", "upstream0 request max(1)", "value 1", "demand max(0)", "finished",
                    "failure oops", "upstream0 cancel", "upstream0 request max(2)",
                ])
        }
    }

    @Test func scanKeepsItsResultPerSubscriptionAndShowsIt() throws {
        let upstream = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(log: upstream.log, demand: .unlimited)
        upstream.scan(10, +).subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        #expect(upstream.events.filter { $0.hasPrefix("value") } == ["value 11", "value 13"])
        let first: Any = try #require(upstream.erasedSubscribers.first)
        let inner = try #require(first as? CustomReflectable)
        let children = inner.customMirror.children.map { "\($0.label ?? "")" }
        #expect(children == ["downstream", "result"])
        #expect(inner.customMirror.children.map { "\($0.value)" }.last == "13")
    }

    /// `ignoreOutput` gives the subscriber the upstream's subscription, then
    /// asks upstream for everything itself.
    @Test func ignoreOutputAsksForEverythingAfterTheSubscriberHasItsSubscription() {
        let upstream = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Never, Never>(log: upstream.log, demand: .max(42))
        upstream.ignoreOutput().subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(
            upstream.events == [
                "subscription upstream0", "upstream0 request max(42)", "upstream0 request unlimited", "demand max(0)",
                "finished",
            ])
    }

    /// `tryMap` and `tryScan` pass every value on — after a cancel or a
    /// failure too; `tryMap` sends a failure for every throw; the upstream is
    /// cancelled once and its completion passes only while the stream runs.
    @Test func tryMapPassesValuesAfterItsEndAndFailsForEveryThrow() {
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Error>(log: upstream.log, demand: .unlimited)
        upstream.tryMap { value -> Int in
            if value == 100 { throw Oops() }
            return value * 2
        }.subscribe(subscriber)
        for value in [2, 100, 9, 100] { upstream.send(value) }
        upstream.send(completion: .finished)
        #expect(
            upstream.events.filter { !$0.hasPrefix("demand") } == [
                "subscription TryMap", "upstream0 request unlimited", "value 4", "upstream0 cancel", "failure oops",
                "value 18", "failure oops",
            ])
    }

    /// `tryScan` sends a failure for a throw only while the stream runs: one
    /// thrown after its end is dropped (the values still pass).
    @Test func tryScanFailsOnlyWhileItRuns() {
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Error>(
            log: upstream.log, demand: .unlimited, onValue: { _ in .max(3) })
        upstream.tryScan(0) { _, value -> Int in
            if value == 100 { throw Oops() }
            return value * 2
        }.subscribe(subscriber)
        #expect(upstream.send(2) == .max(3))
        #expect(upstream.send(100) == .none)
        #expect(upstream.send(9) == .max(3))
        #expect(upstream.send(100) == .none)
        upstream.send(completion: .finished)
        #expect(
            upstream.events.filter { !$0.hasPrefix("demand") } == [
                "subscription TryScan", "upstream0 request unlimited", "value 4", "upstream0 cancel", "failure oops",
                "value 18",
            ])
    }

    /// `timeout` runs a repeating clock, and a cancel while the completion is
    /// on its way to the scheduler still reaches upstream.
    @Test func timeoutCancelWhileTheCompletionIsOnItsWayReachesUpstream() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(log: upstream.log, demand: .max(1))
        upstream.timeout(.seconds(5), scheduler: scheduler).subscribe(subscriber)
        upstream.send(completion: .finished)
        subscriber.subscription?.cancel()
        scheduler.advance(by: .seconds(10))
        #expect(upstream.events == ["subscription Timeout", "upstream0 request max(1)", "upstream0 cancel"])
    }

    @Test func operatorsDescribeAndReflectThemselvesAsCombinesDo() throws {
        func inner<P: Publisher>(_ make: (RecordingPublisher<Int, Oops>) -> P) throws -> Any {
            let upstream = RecordingPublisher<Int, Oops>()
            make(upstream).subscribe(RecordingSubscriber<P.Output, P.Failure>(demand: .none))
            return try #require(upstream.erasedSubscribers.first) as Any
        }
        func shown(_ value: Any) -> (String?, String?, [String]) {
            let playground = (value as? CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String
            let children = (value as? CustomReflectable)?.customMirror.children.map { $0.label ?? "" } ?? ["none"]
            return ((value as? CustomStringConvertible)?.description, playground, children)
        }
        #expect(shown(try inner { $0.map { $0 } }) == ("Map", "Map", []))
        #expect(shown(try inner { $0.collect() }) == ("Collect", "Collect", ["count"]))
        #expect(shown(try inner { $0.count() }) == ("Count", "Count", ["downstream", "result", "initial", "status"]))
        #expect(shown(try inner { $0.tryFilter { _ in true } }) == ("TryFilter", "TryFilter", ["downstream"]))
        #expect(shown(try inner { $0.catch { _ in Just(0) } }) == ("Catch", "Catch", ["downstream", "demand"]))
        #expect(shown(try inner { $0.breakpoint() }) == ("Breakpoint", "Breakpoint", []))
        #expect(
            shown(try inner { $0.assertNoFailure("P", file: "F.swift", line: 3) })
                == ("AssertNoFailure", "AssertNoFailure", ["file", "line", "prefix"]))
        #expect(
            shown(try inner { $0.encode(encoder: JSONEncoder()) })
                == ("Encode", "Encode", ["downstream", "finished", "upstreamSubscription"]))
        #expect(
            shown(try inner { $0.buffer(size: 1, prefetch: .byRequest, whenFull: .dropOldest) })
                == ("Buffer", "Buffer", ["values", "state", "downstreamDemand", "terminal"]))
        struct Pair { var left = 1, right = 2 }
        func keyed<P: Publisher>(_ make: (RecordingPublisher<Pair, Oops>) -> P) throws -> (String?, String?, [String]) {
            let upstream = RecordingPublisher<Pair, Oops>()
            make(upstream).subscribe(RecordingSubscriber<P.Output, P.Failure>(demand: .none))
            return shown(try #require(upstream.erasedSubscribers.first))
        }
        #expect(try keyed { $0.map(\.left) } == ("ValueForKey", "ValueForKey", ["keyPath"]))
        #expect(try keyed { $0.map(\.left, \.right) } == ("ValueForKeys", "ValueForKeys", ["keyPath0", "keyPath1"]))
    }

    @Test func subscribersDescribeThemselvesAsCombinesDo() {
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(sink.playgroundDescription as? String == "Sink")
        #expect(sink.customMirror.children.isEmpty)
        final class Account { var balance = 0 }
        let account = Account()
        let assign = Subscribers.Assign(object: account, keyPath: \Account.balance)
        #expect(assign.description == "Assign Account.")
        #expect(assign.customMirror.children.map { $0.label ?? "" } == ["object", "keyPath", "status"])
        #expect(AnySubscriber<Int, Never>().description == "Anonymous AnySubscriber")
        #expect(AnySubscriber(PassthroughSubject<Int, Never>()).description == "Subject")
        #expect(AnyPublisher(Just(1)).playgroundDescription as? String == "AnyPublisher")
    }
}
