import Combine
import Testing

/// The calls `throttle` and `debounce` make on their scheduler, and what
/// they send, as recorded of Apple's Combine (times in nanoseconds on a
/// virtual clock).
@Suite struct SchedulerCallTests {
    struct Oops: Error {}

    /// `throttle` reads the clock when made, when subscribed and on every
    /// event; the first value goes out through `schedule(_:)`, one inside
    /// the interval after the last value sent through `schedule(after:)`;
    /// with `latest`, later values replace the scheduled one; a completion
    /// goes with the output already scheduled.
    @Test func throttleSchedulesAsCombineDoes() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .max(100), onValue: { _ in .max(12) })
        upstream.throttle(for: .nanoseconds(10), scheduler: scheduler, latest: true).subscribe(subscriber)
        #expect(scheduler.calls == ["now", "now"])
        #expect(upstream.events == ["upstream0 request unlimited"])
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)
        #expect(scheduler.calls == ["now", "now", "now", "schedule", "now", "now"])
        scheduler.advance()
        #expect(subscriber.events == ["subscription Throttle", "value 3"])
        scheduler.clearCalls()
        upstream.send(4)
        #expect(scheduler.calls == ["now", "minimumTolerance", "schedule after 10"])
        scheduler.clearCalls()
        upstream.send(completion: .failure(Oops()))
        upstream.send(completion: .finished)
        upstream.send(5)
        #expect(scheduler.calls == ["now"])
        scheduler.advance(by: .nanoseconds(10))
        #expect(subscriber.events == ["subscription Throttle", "value 3", "value 4", "failure Oops()"])
        #expect(upstream.events.filter { !$0.hasPrefix("demand") } == ["upstream0 request unlimited"])
    }

    /// Before its upstream's subscription, `throttle` gives the subscriber
    /// nothing and ignores what comes.
    @Test func throttleWaitsForItsUpstreamsSubscription() {
        let scheduler = VirtualScheduler()
        let upstream = SilentPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .unlimited)
        upstream.throttle(for: .nanoseconds(10), scheduler: scheduler, latest: false).subscribe(subscriber)
        (upstream.erased as? Subscription)?.request(.max(1))
        #expect(upstream.subscriber?.receive(1) == Subscribers.Demand.none)
        upstream.subscriber?.receive(completion: .finished)
        scheduler.advance(by: .nanoseconds(100))
        #expect(subscriber.events.isEmpty)
    }

    /// A value that comes while the subscriber has no demand is dropped by
    /// `throttle` when it comes.
    @Test func throttleDropsAValueThatComesWithoutDemand() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .max(1))
        upstream.throttle(for: .nanoseconds(10), scheduler: scheduler, latest: true).subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        scheduler.advance(by: .nanoseconds(20))
        subscriber.subscription?.request(.max(1))
        upstream.send(3)
        scheduler.advance(by: .nanoseconds(20))
        #expect(subscriber.events == ["subscription Throttle", "value 1", "value 3"])
    }

    /// `debounce` starts a repeating timer per value, cancelling the one
    /// before; the first tick sends and stops it. A completion cancels the
    /// timer (the value waiting is dropped), goes through `schedule(_:)`,
    /// and does not cancel upstream.
    @Test func debounceRunsARepeatingTimerPerValue() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .max(1))
        upstream.debounce(for: .nanoseconds(10), scheduler: scheduler).subscribe(subscriber)
        upstream.send(1)
        scheduler.advance(by: .nanoseconds(4))
        upstream.send(2)
        #expect(
            scheduler.calls == [
                "now", "minimumTolerance", "schedule after 10 every 10",
                "now", "minimumTolerance", "schedule after 14 every 10", "cancel",
            ])
        scheduler.advance(by: .nanoseconds(10))
        #expect(subscriber.events == ["subscription Debounce", "value 2"])
        scheduler.clearCalls()
        upstream.send(3)
        scheduler.advance(by: .nanoseconds(4))
        upstream.send(completion: .failure(Oops()))
        #expect(scheduler.calls == ["now", "minimumTolerance", "schedule after 24 every 10", "cancel", "schedule"])
        scheduler.advance(by: .nanoseconds(100))
        #expect(subscriber.events == ["subscription Debounce", "value 2", "failure Oops()"])
        #expect(upstream.events.filter { !$0.hasPrefix("demand") } == ["upstream0 request unlimited"])
    }

    /// Before its upstream's subscription, `debounce` gives the subscriber
    /// nothing and ignores what comes.
    @Test func debounceWaitsForItsUpstreamsSubscription() {
        let scheduler = VirtualScheduler()
        let upstream = SilentPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .unlimited)
        upstream.debounce(for: .nanoseconds(10), scheduler: scheduler).subscribe(subscriber)
        #expect(upstream.subscriber?.receive(1) == Subscribers.Demand.none)
        upstream.subscriber?.receive(completion: .finished)
        scheduler.advance(by: .nanoseconds(100))
        #expect(subscriber.events.isEmpty)
        #expect(scheduler.calls.isEmpty)
    }
}
