import Combine
import Testing

/// `subscribe(on:)`, as recorded of Apple's Combine: events pass only
/// between the upstream's subscription and the end; requests and cancels
/// reach upstream through the scheduler.
@Suite struct SubscribeOnBehaviorTests {
    struct Oops: Error {}

    @Test func eventsAfterTheFirstCompletionAreIgnored() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .max(100), onValue: { _ in .max(12) })
        upstream.subscribe(on: scheduler).subscribe(subscriber)
        scheduler.advance()
        #expect(upstream.send(1) == .max(12))
        upstream.send(completion: .finished)
        upstream.send(completion: .failure(Oops()))
        #expect(upstream.send(-1) == .none)
        #expect(subscriber.events == ["subscription SubscribeOn", "value 1", "finished"])
    }

    @Test func aCancelStopsEventsAtOnceAndReachesUpstreamOnTheScheduler() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .none, onValue: { _ in .max(42) })
        upstream.subscribe(on: scheduler).subscribe(subscriber)
        scheduler.advance()
        subscriber.subscription?.cancel()
        #expect(upstream.send(1000) == .none)
        upstream.send(completion: .failure(Oops()))
        #expect(subscriber.events == ["subscription SubscribeOn"])
        #expect(upstream.events == ["demand max(0)"])
        scheduler.advance()
        #expect(upstream.events == ["demand max(0)", "upstream0 cancel"])
    }

    @Test func beforeTheUpstreamsSubscriptionNothingPasses() {
        let upstream = SilentPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .unlimited, onValue: { _ in .max(42) })
        upstream.subscribe(on: ImmediateScheduler.shared).subscribe(subscriber)
        let inner = upstream.erased as? Subscription
        #expect(inner != nil)
        inner?.request(.max(1))
        inner?.cancel()
        #expect(upstream.subscriber?.receive(213) == Subscribers.Demand.none)
        upstream.subscriber?.receive(completion: .finished)
        #expect(subscriber.events.isEmpty)
        // The cancel was ignored: the subscription is taken when it comes.
        let log = EventLog()
        upstream.subscriber?.receive(subscription: RecordingSubscription(log: log, name: "late"))
        #expect(subscriber.events == ["subscription SubscribeOn"])
        #expect(log.events == ["late request unlimited"])
    }
}
