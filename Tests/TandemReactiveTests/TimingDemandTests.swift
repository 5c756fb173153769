import Combine
import Foundation
import Testing

/// Demand through the time operators as a custom publisher sees it, matching
/// Combine's recorded behavior: `timeout` passes demand through; `debounce`
/// and `throttle` request `.unlimited` upstream, as Combine's do.
@Suite struct TimingDemandTests {
    @Test func timeoutPassesDemandThroughAndRequestsWhatTheSubscriberAsksInReturn() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(log: upstream.log, demand: .max(2), onValue: { _ in .max(1) })
        upstream.timeout(.milliseconds(10), scheduler: scheduler).subscribe(subscriber)
        upstream.send(1)
        upstream.sendSubscription()
        scheduler.advance()
        subscriber.subscription?.request(.max(3))
        scheduler.advance(by: .milliseconds(10))
        subscriber.subscription?.request(.max(1))
        #expect(
            upstream.events == [
                "subscription Timeout", "upstream0 request max(2)", "demand max(0)", "upstream1 cancel",
                "value 1", "upstream0 request max(1)", "upstream0 request max(3)",
                "upstream0 cancel", "finished",
            ])
    }

    @Test func timeoutFailsWithTheCustomErrorAndForwardsNothingAfterCancel() {
        struct Late: Error {}
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Late>()
        let subscriber = RecordingSubscriber<Int, Late>(log: upstream.log, demand: .max(1))
        upstream.timeout(.milliseconds(10), scheduler: scheduler, customError: { Late() }).subscribe(subscriber)
        scheduler.advance(by: .milliseconds(10))
        #expect(upstream.events.suffix(2) == ["upstream0 cancel", "failure Late()"])

        let other = RecordingPublisher<Int, Never>()
        let cancelled = RecordingSubscriber<Int, Never>(log: other.log, demand: .max(1))
        other.timeout(.milliseconds(10), scheduler: scheduler).subscribe(cancelled)
        cancelled.subscription?.cancel()
        cancelled.subscription?.request(.max(1))
        cancelled.subscription?.cancel()
        scheduler.advance(by: .milliseconds(10))
        #expect(other.events == ["subscription Timeout", "upstream0 request max(1)", "upstream0 cancel"])
    }

    @Test func debounceAndThrottleRequestUnlimitedUpstreamAsCombineDoes() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(log: upstream.log, demand: .max(1))
        upstream.debounce(for: .milliseconds(10), scheduler: scheduler).subscribe(subscriber)
        upstream.throttle(for: .milliseconds(10), scheduler: scheduler, latest: true)
            .subscribe(RecordingSubscriber<Int, Never>(log: upstream.log, demand: .max(1)))
        // Combine's throttle requests before handing out its subscription.
        #expect(
            upstream.events == [
                "subscription Debounce", "upstream0 request unlimited",
                "upstream1 request unlimited", "subscription Throttle",
            ])
    }

    @Test func debounceDropsAValueThatFallsDueWithoutDemand() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(log: upstream.log, demand: .max(1))
        upstream.debounce(for: .milliseconds(10), scheduler: scheduler).subscribe(subscriber)
        upstream.send(1)
        scheduler.advance(by: .milliseconds(10))
        upstream.send(2)
        scheduler.advance(by: .milliseconds(10))
        subscriber.subscription?.request(.max(1))
        upstream.send(3)
        scheduler.advance(by: .milliseconds(10))
        #expect(upstream.events.filter { $0.hasPrefix("value") } == ["value 1", "value 3"])
    }

    @Test func throttleDropsAValueThatFallsDueWithoutDemandAndCancelsASecondSubscription() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(log: upstream.log, demand: .max(1))
        upstream.throttle(for: .milliseconds(10), scheduler: scheduler, latest: true).subscribe(subscriber)
        upstream.sendSubscription()
        upstream.send(1)
        scheduler.advance()
        scheduler.advance(by: .milliseconds(10))
        upstream.send(2)
        scheduler.advance(by: .milliseconds(10))
        subscriber.subscription?.request(.max(1))
        scheduler.advance(by: .milliseconds(10))
        upstream.send(3)
        scheduler.advance(by: .milliseconds(10))
        #expect(subscriber.subscriptions.count == 1)
        #expect(upstream.events.contains("upstream1 cancel"))
        #expect(upstream.events.filter { $0.hasPrefix("value") } == ["value 1", "value 3"])
    }
}

/// `collect(.byTimeOrCount…)` and `collect(.byTime…)` demand, as Combine
/// documents it: "a request for .max(n) elements … requests .max(count * n)
/// from the upstream publisher".
@Suite struct CollectByTimeDemandTests {
    @Test func byTimeOrCountRequestsCountTimesTheSubscribersDemand() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<[Int], Never>(
            log: upstream.log, demand: .max(2), onValue: { _ in .max(1) })
        upstream.collect(.byTimeOrCount(scheduler, .milliseconds(10), 3)).subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        upstream.send(3)
        subscriber.subscription?.request(.max(1))
        upstream.sendSubscription()
        #expect(
            upstream.events == [
                "subscription CollectByTime", "upstream0 request max(6)", "demand max(0)", "demand max(0)",
                "value [1, 2, 3]", "upstream0 request max(3)", "demand max(0)", "upstream0 request max(3)",
                "upstream1 cancel",
            ])
    }

    @Test func byTimeRequestsUnlimitedAndHoldsGroupsForDemand() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<[Int], Never>(log: upstream.log, demand: .max(1))
        upstream.collect(.byTime(scheduler, .milliseconds(10))).subscribe(subscriber)
        upstream.send(1)
        scheduler.advance(by: .milliseconds(10))
        upstream.send(2)
        scheduler.advance(by: .milliseconds(10))
        subscriber.subscription?.request(.max(1))
        #expect(
            upstream.events == [
                "subscription CollectByTime", "upstream0 request unlimited", "demand max(0)", "value [1]",
                "demand max(0)", "value [2]",
            ])
    }
}
