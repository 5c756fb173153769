import Combine
import Testing

/// Demand as a custom publisher sees it through Tandem's operators: what is
/// requested, when, and that nothing arrives after cancellation.
@Suite struct DemandTests {
    struct Oops: Error, CustomStringConvertible {
        var description: String { "oops" }
    }

    /// A recording publisher and a subscriber that log into the same log.
    func pair<Output, Failure>(
        _ output: Output.Type, _ failure: Failure.Type, demand: Subscribers.Demand,
        onValue: @escaping (Output) -> Subscribers.Demand = { _ in .none }
    ) -> (RecordingPublisher<Output, Failure>, RecordingSubscriber<Output, Failure>) {
        let upstream = RecordingPublisher<Output, Failure>()
        return (upstream, RecordingSubscriber(log: upstream.log, demand: demand, onValue: onValue))
    }

    @Test func appendPassesDemandThroughAndCarriesWhatIsLeftToTheSuffix() {
        let (upstream, subscriber) = pair(Int.self, Never.self, demand: .max(2))
        upstream.append(7, 8).subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(
            upstream.events == [
                "subscription Concatenate", "upstream0 request max(2)", "value 1", "demand max(0)", "value 7",
            ])
        upstream.log.clear()
        subscriber.subscription?.request(.max(5))
        #expect(upstream.events == ["value 8", "finished"])
    }

    @Test func catchAndRetryResubscribeWithTheDemandThatIsLeft() {
        let (upstream, subscriber) = pair(Int.self, Oops.self, demand: .max(3))
        upstream.retry(1).subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(Oops()), to: 0)
        upstream.send(2, to: 1)
        upstream.send(completion: .failure(Oops()), to: 1)
        #expect(
            upstream.events == [
                "subscription Retry", "upstream0 request max(3)", "value 1", "demand max(0)",
                "upstream1 request max(2)", "value 2", "demand max(0)", "failure oops",
            ])

        let (failing, caught) = pair(Int.self, Oops.self, demand: .max(2))
        let replacement = RecordingPublisher<Int, Oops>(log: failing.log)
        failing.catch { _ in replacement }.subscribe(caught)
        failing.send(completion: .failure(Oops()))
        replacement.send(5)
        #expect(
            failing.events == [
                "subscription Catch", "upstream0 request max(2)", "upstream0 request max(2)", "value 5",
                "demand max(0)",
            ])
    }

    @Test func receiveOnAndDelayPassDemandThroughInsteadOfAskingForEverything() {
        let (upstream, subscriber) = pair(Int.self, Never.self, demand: .max(1), onValue: { _ in .max(1) })
        upstream.receive(on: ImmediateScheduler.shared).subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .finished)
        #expect(
            upstream.events == [
                "subscription ReceiveOn", "upstream0 request max(1)", "value 1", "upstream0 request max(1)",
                "demand max(0)",
                "finished",
            ])

        let (delayed, delayedSubscriber) = pair(Int.self, Never.self, demand: .max(2))
        delayed.delay(for: .zero, scheduler: ImmediateScheduler.shared).subscribe(delayedSubscriber)
        delayed.send(1)
        #expect(delayed.events == ["subscription Delay", "upstream0 request max(2)", "value 1", "demand max(0)"])
    }

    @Test func dropAddsItsCountToTheFirstRequestOnly() {
        let (upstream, subscriber) = pair(Int.self, Never.self, demand: .max(1))
        upstream.dropFirst(2).subscribe(subscriber)
        for value in 1...3 { upstream.send(value) }
        subscriber.subscription?.request(.max(1))
        #expect(
            upstream.events == [
                "subscription Drop", "upstream0 request max(3)", "demand max(0)", "demand max(0)", "value 3",
                "demand max(0)",
                "upstream0 request max(1)",
            ])
    }

    @Test func filterAndCompactMapAskForOneMoreForEachValueTheyDrop() {
        let (upstream, subscriber) = pair(Int.self, Never.self, demand: .max(1))
        upstream.filter { $0 > 1 }.compactMap { $0 == 2 ? nil : $0 }.subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)
        #expect(
            upstream.events.filter { $0.hasPrefix("demand") || $0.hasPrefix("value") }
                == ["demand max(1)", "demand max(1)", "value 3", "demand max(0)"])
    }

    @Test func afterCancelNothingReachesUpstream() {
        let publishers: [(RecordingPublisher<Int, Never>) -> AnyPublisher<Int, Never>] = [
            { $0.append(1).eraseToAnyPublisher() },
            { $0.receive(on: ImmediateScheduler.shared).eraseToAnyPublisher() },
            { $0.dropFirst().eraseToAnyPublisher() },
            { $0.collect().map(\.count).eraseToAnyPublisher() },
            { $0.buffer(size: 1, prefetch: .byRequest, whenFull: .dropNewest).eraseToAnyPublisher() },
            { $0.flatMap { Just($0) }.eraseToAnyPublisher() },
        ]
        for make in publishers {
            let (upstream, subscriber) = pair(Int.self, Never.self, demand: .none)
            make(upstream).subscribe(subscriber)
            subscriber.subscription?.cancel()
            upstream.log.clear()
            subscriber.subscription?.request(.max(1))
            subscriber.subscription?.cancel()
            upstream.send(1)
            #expect(upstream.events == ["demand max(0)"])
        }
    }

    /// Combine's `Filter` and `SubscribeOn` cancel a second subscription
    /// themselves; Tandem's did hand it on to the subscriber.
    @Test func filterAndSubscribeOnCancelASecondSubscriptionThemselves() {
        let scheduler = VirtualScheduler()
        let publishers: [(RecordingPublisher<Int, Never>) -> AnyPublisher<Int, Never>] = [
            { $0.filter { $0 > 0 }.eraseToAnyPublisher() },
            { $0.filter { $0 > 0 }.filter { $0 < 9 }.eraseToAnyPublisher() },
            { $0.subscribe(on: ImmediateScheduler.shared).eraseToAnyPublisher() },
            { $0.subscribe(on: scheduler).eraseToAnyPublisher() },
            { $0.debounce(for: .milliseconds(1), scheduler: scheduler).eraseToAnyPublisher() },
        ]
        for make in publishers {
            let (upstream, subscriber) = pair(Int.self, Never.self, demand: .none)
            make(upstream).subscribe(subscriber)
            scheduler.advance()
            upstream.log.clear()
            upstream.sendSubscription()
            #expect(upstream.events == ["upstream1 cancel"])
            #expect(subscriber.subscriptions.count == 1)
        }
    }

    @Test func aSecondSubscriptionFromAMisbehavingUpstreamIsCancelled() {
        let publishers: [(RecordingPublisher<Int, Never>) -> AnyPublisher<Int, Never>] = [
            { $0.receive(on: ImmediateScheduler.shared).eraseToAnyPublisher() },
            { $0.dropFirst().eraseToAnyPublisher() },
            { $0.count().eraseToAnyPublisher() },
            { $0.append(1).eraseToAnyPublisher() },
            { $0.removeDuplicates().eraseToAnyPublisher() },
            { $0.tryMap { $0 }.replaceError(with: 0).eraseToAnyPublisher() },
        ]
        for make in publishers {
            let (upstream, subscriber) = pair(Int.self, Never.self, demand: .none)
            make(upstream).subscribe(subscriber)
            upstream.log.clear()
            upstream.sendSubscription()
            #expect(upstream.events == ["upstream1 cancel"])
            #expect(subscriber.subscriptions.count == 1)
        }
    }

    @Test func zipRequestsTheDownstreamsDemandFromEveryUpstream() {
        let log = EventLog()
        let left = RecordingPublisher<Int, Never>(log: log), right = RecordingPublisher<String, Never>(log: EventLog())
        let subscriber = RecordingSubscriber<(Int, String), Never>(log: log, demand: .max(1), onValue: { _ in .max(1) })
        left.zip(right).subscribe(subscriber)
        left.send(1)
        left.send(2)
        right.send("a")
        // The demand answered for the tuple is requested from the left and
        // goes back to the right, whose value completed it, as its answer.
        #expect(
            log.events == [
                "subscription Zip", "upstream0 request max(1)", "demand max(0)", "demand max(0)", "value (1, \"a\")",
                "upstream0 request max(1)",
            ])
        #expect(right.events == ["upstream0 request max(1)", "demand max(1)"])
        log.clear()
        right.send(completion: .finished)
        right.send("b")
        // The right side finished with nothing left to pair: the left is cancelled, the stream finishes.
        #expect(log.events == ["upstream0 cancel", "finished"])
    }

    @Test func switchToLatestRequestsWhatIsLeftFromEachNewInnerAndCancelsTheOldOne() {
        let log = EventLog()
        let first = RecordingPublisher<Int, Never>(log: log), second = RecordingPublisher<Int, Never>(log: log)
        let outer = PassthroughSubject<RecordingPublisher<Int, Never>, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .max(3))
        outer.switchToLatest().subscribe(subscriber)
        outer.send(first)
        first.send(1)
        outer.send(second)
        second.send(2)
        outer.send(completion: .finished)
        second.send(completion: .finished)
        #expect(
            log.events == [
                "subscription SwitchToLatest", "upstream0 request max(3)", "value 1", "demand max(0)",
                "upstream0 cancel",
                "upstream0 request max(2)", "value 2", "demand max(0)", "finished",
            ])
    }

    @Test func flatMapAsksEachInnerPublisherForOneValueAtATime() {
        let log = EventLog()
        let outer = PassthroughSubject<RecordingPublisher<Int, Never>, Never>()
        let inners = [RecordingPublisher<Int, Never>(log: log), RecordingPublisher<Int, Never>(log: EventLog())]
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .max(1))
        outer.flatMap { $0 }.subscribe(subscriber)
        outer.send(inners[0])
        outer.send(inners[1])
        inners[0].send(1)
        inners[1].send(2)
        // A value that goes out at once is answered with a demand of one
        // more (Combine's way), not a separate request.
        #expect(log.events == ["subscription FlatMap", "upstream0 request max(1)", "value 1", "demand max(1)"])
        #expect(inners[1].events == ["upstream0 request max(1)", "demand max(0)"])
        log.clear()
        subscriber.subscription?.request(.max(1))
        inners[1].send(completion: .finished)
        inners[0].send(completion: .finished)
        outer.send(completion: .finished)
        #expect(log.events == ["value 2", "finished"])
        #expect(inners[1].events.last == "upstream0 request max(1)")
    }

    @Test func aLastValueMadeAtCompletionWaitsForDemand() {
        let failing = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Never>(log: failing.log, demand: .none)
        failing.replaceError(with: 9).subscribe(subscriber)
        failing.send(completion: .failure(Oops()))
        #expect(failing.events == ["subscription ReplaceError"])
        subscriber.subscription?.request(.max(1))
        #expect(failing.events == ["subscription ReplaceError", "value 9", "finished"])

        let empty = RecordingPublisher<Int, Never>()
        let groups = RecordingSubscriber<[Int], Never>(log: empty.log, demand: .max(1))
        empty.collect(2).subscribe(groups)
        empty.send(1)
        empty.send(2)
        empty.send(3)
        empty.send(completion: .finished)
        // A request for one group asks upstream for a group's worth of values.
        #expect(
            empty.events.filter { !$0.hasPrefix("demand") } == [
                "subscription CollectByCount", "upstream0 request max(2)", "value [1, 2]",
            ])
        groups.subscription?.request(.max(1))
        #expect(empty.events.suffix(2) == ["value [3]", "finished"])
    }

    @Test func mergeAsksEachUpstreamForOneValueAtATimeOrForEverything() {
        let log = EventLog()
        let left = RecordingPublisher<Int, Never>(log: log), right = RecordingPublisher<Int, Never>(log: EventLog())
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .max(1))
        left.merge(with: right).subscribe(subscriber)
        right.send(1)
        left.send(2)
        // The right side's value goes out at once and the right side is asked
        // for its next by the demand returned; the left side's waits for demand.
        #expect(log.events == ["subscription Merge", "upstream0 request max(1)", "value 1", "demand max(0)"])
        #expect(right.events == ["upstream0 request max(1)", "demand max(1)"])
        log.clear()
        subscriber.subscription?.request(.unlimited)
        left.send(completion: .finished)
        right.send(completion: .finished)
        #expect(log.events == ["upstream0 request unlimited", "value 2", "finished"])
        #expect(right.events.last == "upstream0 request unlimited")
        let everything = RecordingSubscriber<Int, Never>(demand: .unlimited)
        let sides = [RecordingPublisher<Int, Never>(), RecordingPublisher<Int, Never>()]
        Publishers.MergeMany(sides).subscribe(everything)
        #expect(sides.map(\.events) == [["upstream0 request unlimited"], ["upstream0 request unlimited"]])
    }

    @Test func demandArithmeticClampsAtZero() {
        #expect(Subscribers.Demand.max(1) - .max(2) == .max(0))
        #expect(Subscribers.Demand.max(1) - 5 == .max(0))
        #expect(Subscribers.Demand.unlimited - .max(2) == .unlimited)
        #expect(Subscribers.Demand.max(3) - .unlimited == .none)
    }
}
