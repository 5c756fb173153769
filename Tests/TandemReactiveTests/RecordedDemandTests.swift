import Combine
import Foundation
import Testing

/// What `buffer`, the reducing operators and the specialized publishers do
/// as recorded of Apple's Combine: what reaches upstream, when the
/// completion goes, what a misbehaving upstream meets.
@Suite struct RecordedDemandTests {
    struct Oops: Error, CustomStringConvertible {
        var description: String { "oops" }
    }

    /// Upstream is asked for the prefetch before the subscriber has its
    /// subscription; the subscriber's requests never reach upstream.
    @Test func bufferAsksForItsPrefetchOnceAndNeverPassesRequestsOn() {
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(log: upstream.log, demand: .max(1))
        upstream.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
        subscriber.subscription?.request(.unlimited)
        subscriber.subscription?.request(.none)
        #expect(upstream.events == ["upstream0 request unlimited", "subscription Buffer"])
    }

    /// A finished upstream's completion waits for demand; a failure goes as
    /// soon as no demand is left to deliver values with.
    @Test func bufferHoldsAFinishUntilDemandButNotAFailure() {
        let finishing = RecordingPublisher<Int, Oops>()
        let waiting = RecordingSubscriber<Int, Oops>(log: finishing.log, demand: .none)
        finishing.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(waiting)
        finishing.send(completion: .finished)
        #expect(!finishing.events.contains("finished"))
        waiting.subscription?.request(.max(1))
        #expect(finishing.events.last == "finished")

        let failing = RecordingPublisher<Int, Oops>()
        let told = RecordingSubscriber<Int, Oops>(log: failing.log, demand: .none)
        failing.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(told)
        failing.send(1)
        failing.send(completion: .failure(Oops()))
        #expect(failing.events.suffix(2) == ["demand max(0)", "failure oops"])
    }

    /// A request or cancel before the upstream's subscription is ignored:
    /// the subscription, when it comes, is asked for the prefetch.
    @Test func bufferIgnoresRequestsAndCancelBeforeItsSubscription() throws {
        let upstream = SilentPublisher<Int, Never>()
        upstream.buffer(size: 3, prefetch: .keepFull, whenFull: .dropOldest)
            .subscribe(RecordingSubscriber<Int, Never>(demand: .none))
        let inner = try #require(upstream.erased as? Subscription)
        inner.request(.max(1))
        inner.cancel()
        let log = EventLog()
        upstream.subscriber?.receive(subscription: RecordingSubscription(log: log, name: "late"))
        #expect(log.events == ["late request max(3)"])
    }

    /// Most of Combine's operators ignore a cancel that comes before their
    /// upstream's subscription and take the subscription as usual; the
    /// filtering ones end, and cancel the subscription when it comes.
    @Test func aCancelBeforeTheSubscriptionIsIgnoredExceptByFilteringOperators() throws {
        let ignoring: [(SilentPublisher<Int, Never>) -> Void] = [
            { $0.drop { $0 < 0 }.subscribe(RecordingSubscriber<Int, Never>(demand: .none)) },
            { $0.tryMap { $0 }.subscribe(RecordingSubscriber<Int, Error>(demand: .none)) },
            { $0.receive(on: ImmediateScheduler.shared).subscribe(RecordingSubscriber<Int, Never>(demand: .none)) },
            {
                $0.timeout(.seconds(1), scheduler: VirtualScheduler()).subscribe(
                    RecordingSubscriber<Int, Never>(demand: .none))
            },
        ]
        for make in ignoring {
            let upstream = SilentPublisher<Int, Never>()
            make(upstream)
            try #require(upstream.erased as? Subscription).cancel()
            let log = EventLog()
            upstream.subscriber?.receive(subscription: RecordingSubscription(log: log, name: "late"))
            #expect(log.events.isEmpty)
        }
        let filtering = SilentPublisher<Int, Never>()
        filtering.removeDuplicates().subscribe(RecordingSubscriber<Int, Never>(demand: .none))
        try #require(filtering.erased as? Subscription).cancel()
        let log = EventLog()
        filtering.subscriber?.receive(subscription: RecordingSubscription(log: log, name: "late"))
        #expect(log.events == ["late cancel"])
    }

    /// Combine's reducing operators ignore a cancel that comes before their
    /// subscription, and still ask the subscription for everything.
    @Test func reducersIgnoreACancelBeforeTheirSubscription() throws {
        let makers: [(SilentPublisher<Int, Never>) -> Void] = [
            { $0.collect().subscribe(RecordingSubscriber<[Int], Never>(demand: .none)) },
            { $0.count().subscribe(RecordingSubscriber<Int, Never>(demand: .none)) },
            { $0.allSatisfy { $0 > 0 }.subscribe(RecordingSubscriber<Bool, Never>(demand: .none)) },
            { $0.reduce(0, +).subscribe(RecordingSubscriber<Int, Never>(demand: .none)) },
        ]
        for make in makers {
            let upstream = SilentPublisher<Int, Never>()
            make(upstream)
            try #require(upstream.erased as? Subscription).cancel()
            let log = EventLog()
            upstream.subscriber?.receive(subscription: RecordingSubscription(log: log, name: "late"))
            #expect(log.events == ["late request unlimited"])
        }
    }

    /// A reducer's finish — even with no result — waits for the subscriber's
    /// demand; a failure does not.
    @Test func reducersHoldTheirFinishUntilDemand() {
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(log: upstream.log, demand: .none)
        upstream.first().subscribe(subscriber)
        upstream.send(completion: .finished)
        #expect(upstream.events == ["subscription First", "upstream0 request unlimited"])
        subscriber.subscription?.request(.max(1))
        #expect(upstream.events.last == "finished")

        let failing = RecordingPublisher<Int, Oops>()
        let told = RecordingSubscriber<Int, Oops>(log: failing.log, demand: .none)
        failing.last().subscribe(told)
        failing.send(completion: .failure(Oops()))
        #expect(failing.events.last == "failure oops")
    }

    /// Sequence and record subscriptions describe their elements while they
    /// run, and Combine's words once they end; an empty one is `Subscriptions.empty`.
    @Test func sequenceAndRecordSubscriptionsDescribeThemselvesAsCombinesDo() throws {
        let sequence = RecordingSubscriber<Int, Never>(demand: .none)
        [1, 2].publisher.subscribe(sequence)
        let running = try #require(sequence.subscription)
        #expect(String(describing: running) == "[1, 2]")
        running.request(.unlimited)
        #expect(String(describing: running) == "Sequence")

        let record = RecordingSubscriber<Int, Never>(demand: .none)
        Record<Int, Never>(output: [3], completion: .finished).subscribe(record)
        let recording = try #require(record.subscription)
        #expect(String(describing: recording) == "[3]")
        recording.cancel()
        #expect(String(describing: recording) == "Cancelled Events")

        let empty = RecordingSubscriber<Int, Never>(demand: .none)
        [Int]().publisher.subscribe(empty)
        #expect(empty.events == ["subscription Empty", "finished"])
        #expect(description(of: PassthroughSubject<Int, Never>().first { _ in true }) == "TryFirst")
    }

    private func description<P: Publisher>(of publisher: P) -> String {
        let subscriber = RecordingSubscriber<P.Output, P.Failure>(demand: .none)
        publisher.subscribe(subscriber)
        return subscriber.subscription.map { String(describing: $0) } ?? "none"
    }

    /// `collect(_:)` asks upstream for a group's worth of values per group
    /// requested, and answers a full group with the subscriber's demand in values.
    @Test func collectByCountCountsDemandInGroups() {
        let upstream = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<[Int], Never>(
            log: upstream.log, demand: .max(2), onValue: { _ in .max(3) })
        upstream.collect(4).subscribe(subscriber)
        #expect((1...3).map { upstream.send($0) } == [.none, .none, .none])
        #expect(upstream.send(4) == .max(12))
        #expect(upstream.events.prefix(2) == ["subscription CollectByCount", "upstream0 request max(8)"])

        // A subscriber that asked for everything is answered for in the same way.
        let unlimited = RecordingPublisher<Int, Never>()
        unlimited.collect(2).subscribe(RecordingSubscriber<[Int], Never>(demand: .unlimited, onValue: { _ in .max(3) }))
        #expect([unlimited.send(1), unlimited.send(2)] == [.none, .max(6)])
    }

    /// After `collect(_:)`'s upstream completed, every further completion
    /// still goes on, but values are not collected and requests stop.
    @Test func collectByCountStopsCollectingAfterTheFirstCompletion() {
        struct Oops: Error {}
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<[Int], Oops>(demand: .unlimited, onValue: { _ in .max(3) })
        upstream.collect(2).subscribe(subscriber)
        #expect(upstream.send(1) == .none)
        #expect(upstream.send(2) == .max(6))
        upstream.send(completion: .failure(Oops()))
        upstream.send(completion: .failure(Oops()))
        #expect([upstream.send(3), upstream.send(4)] == [.none, .none])
        subscriber.subscription?.request(.max(2))
        #expect(
            subscriber.events == ["subscription CollectByCount", "value [1, 2]", "failure Oops()", "failure Oops()"])
        #expect(
            upstream.events == [
                "upstream0 request unlimited", "demand max(0)", "demand max(6)", "demand max(0)", "demand max(0)",
            ])
    }

    /// `dropFirst` gives the subscriber its subscription before subscribing
    /// upstream, and asks the upstream's subscription for what was requested
    /// meanwhile plus the count to drop.
    @Test func dropFirstAsksForWhatWasRequestedPlusTheCount() {
        let upstream = SilentPublisher<Int, Never>()
        let log = EventLog()
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .max(10))
        upstream.dropFirst(4).subscribe(subscriber)
        #expect(log.events == ["subscription Drop"])
        upstream.subscriber?.receive(subscription: RecordingSubscription(log: log, name: "late"))
        #expect(log.events == ["subscription Drop", "late request max(14)"])
    }

    /// `output(in:)` answers its last value with the subscriber's demand, then finishes.
    @Test func outputAnswersItsLastValueWithTheSubscribersDemand() {
        let upstream = RecordingPublisher<Int, Never>()
        upstream.output(at: 1).subscribe(
            RecordingSubscriber<Int, Never>(demand: .unlimited, onValue: { _ in .max(42) }))
        #expect(upstream.send(0) == .max(1))
        #expect(upstream.send(1) == .max(42))
    }

    /// A negative retry count retries without end, as in Combine (it stops only at zero).
    @Test func aNegativeRetryCountRetriesWithoutEnd() {
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(log: upstream.log, demand: .unlimited)
        upstream.retry(-1).subscribe(subscriber)
        for attempt in 0..<5 { upstream.send(completion: .failure(Oops()), to: attempt) }
        #expect(upstream.subscribers.count == 6)
        #expect(!upstream.events.contains("failure oops"))
    }

    /// `replaceEmpty` asks upstream for everything once its subscriber has its subscription.
    @Test func replaceEmptyAsksForEverything() {
        let upstream = RecordingPublisher<Int, Never>()
        upstream.replaceEmpty(with: 0).subscribe(RecordingSubscriber<Int, Never>(log: upstream.log, demand: .max(42)))
        #expect(
            upstream.events == [
                "subscription ReplaceEmpty", "upstream0 request max(42)", "upstream0 request unlimited",
            ])
    }

    /// A `@Published` property's subscription calls itself "PublishedSubject", as in Combine.
    @Test func publishedSubscriptionsCallThemselvesPublishedSubject() {
        final class Model { @Published var value = 0 }
        let model = Model()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .none)
        model.$value.subscribe(subscriber)
        #expect(subscriber.events == ["subscription PublishedSubject"])
    }

    /// An optional's `output(in:)` gives the value for a non-empty range from
    /// zero, as Combine's does.
    @Test func optionalOutputInARangeStartsAtZero() {
        #expect(Optional(12).publisher.output(in: 0...0).output == 12)
        #expect(Optional(12).publisher.output(in: 0..<0).output == nil)
        #expect(Optional(12).publisher.output(in: ..<1).output == 12)
        #expect(Optional(12).publisher.output(in: 1..<10).output == nil)
        // `Just`'s takes any range from zero, even an empty one, and negative bounds.
        #expect(Just(12).output(in: 0..<0).output == 12)
        #expect(Just(12).output(in: -10..<10).output == nil)
    }

    @Test func negativeCountsAndBoundsStop() async {
        await #expect(processExitsWith: .failure) { _ = Optional(12).publisher.output(in: (-1)...4) }
        await #expect(processExitsWith: .failure) { _ = Optional(12).publisher.output(in: 0..<(Int.max - 1)) }
        await #expect(processExitsWith: .failure) {
            Empty<Int, Never>().dropFirst(-1).subscribe(RecordingSubscriber<Int, Never>(demand: .none))
        }
        await #expect(processExitsWith: .failure) { _ = Empty<Int, Never>().output(at: -1) }
        await #expect(processExitsWith: .failure) {
            _ = Publishers.Output(upstream: Empty<Int, Never>(), range: -1..<4)
        }
    }

    @Test func specializedPublishersGiveCombinesTypes() throws {
        let joined: Publishers.Sequence<[Int], Never> = Just(1).append(2, 3).prepend(0)
        #expect(joined.sequence == [0, 1, 2, 3])
        let grown: Publishers.Sequence<[Int], Never> = [1].publisher.append([2].publisher)
        #expect(grown.sequence == [1, 2])
        let counted: Just<Int> = [1, 2, 3].publisher.count()
        #expect(counted.output == 3)
        // Combine's specialization keeps the optional element type.
        let replaced: Publishers.Sequence<[Int?], Never> = [1, nil, 3].publisher.replaceNil(with: 0)
        #expect(replaced.sequence == [1, 0, 3])

        var comparisons = 0
        let result = Result<Int, Oops>.success(4).publisher
        let least: Result<Int, Error>.Publisher = result.tryMin {
            comparisons += 1; return $0 < $1
        }
        #expect(try least.result.get() == 4)
        #expect(comparisons == 1)
        #expect(throws: Oops.self) { try result.tryRemoveDuplicates { _, _ in throw Oops() }.result.get() }
        let ignored: Empty<Int, Oops> = Result<Int, Oops>.failure(Oops()).publisher.ignoreOutput()
        #expect(ignored.completeImmediately)
        #expect(throws: Oops.self) { try Just(1).tryRemoveDuplicates { _, _ in throw Oops() }.result.get() }
    }

    @Test func encodeAndDecodeArePublishersOfTheirOwn() {
        struct Item: Codable, Equatable { var id: Int }
        let encoded: Publishers.Encode<Just<Item>, JSONEncoder> = Just(Item(id: 3)).encode(encoder: JSONEncoder())
        let decoded: Publishers.Decode<Publishers.Encode<Just<Item>, JSONEncoder>, Item, JSONDecoder> =
            encoded.decode(type: Item.self, decoder: JSONDecoder())
        var received: [Item] = []
        _ = decoded.sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        #expect(received == [Item(id: 3)])
    }

    /// A record's recording encodes through `encode(into:)` as through `encode(to:)`.
    @Test func recordingEncodesIntoAnEncoder() throws {
        let recording = Record<Int, Never>.Recording(output: [1, 2], completion: .finished)
        struct Wrapper: Encodable {
            let recording: Record<Int, Never>.Recording
            func encode(to encoder: Encoder) throws { try recording.encode(into: encoder) }
        }
        let data = try JSONEncoder().encode(Wrapper(recording: recording))
        #expect(try JSONDecoder().decode(Record<Int, Never>.Recording.self, from: data).output == [1, 2])
    }

    /// `AnyPublisher` is one reference, as Combine's is.
    @Test func anyPublisherIsOneReference() {
        #expect(MemoryLayout<AnyPublisher<Int, Never>>.size == MemoryLayout<AnyObject>.size)
    }
}

/// Run-loop and operation-queue times are distinct nested types, so code
/// may extend each with its own conformance, as on Apple's systems.
protocol RecordedDateBackedTime {}
extension RunLoop.SchedulerTimeType: RecordedDateBackedTime {}
extension OperationQueue.SchedulerTimeType.Stride: RecordedDateBackedTime {}
extension RunLoop.SchedulerTimeType.Stride: RecordedDateBackedTime {}
