import Combine
import Foundation
import Testing

/// Time-based operators on a virtual clock: what arrives, when, and where.
@Suite struct TimeBehaviorTests {
    @Test func debounceDropsThePendingValueWhenUpstreamCompletes() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .unlimited)
        subject.debounce(for: .milliseconds(10), scheduler: scheduler).subscribe(subscriber)
        subject.send(1)
        scheduler.advance(by: .milliseconds(20))
        subject.send(2)
        subject.send(completion: .finished)
        scheduler.advance(by: .milliseconds(20))
        #expect(subscriber.events.dropFirst() == ["value 1", "finished"])
    }

    @Test func timeoutDeliversValuesAndItsCompletionOnItsScheduler() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .unlimited)
        subject.timeout(.milliseconds(10), scheduler: scheduler).subscribe(subscriber)
        subject.send(1)
        #expect(subscriber.events.count == 1)
        scheduler.advance()
        #expect(subscriber.events.dropFirst() == ["value 1"])
        scheduler.advance(by: .milliseconds(10))
        #expect(subscriber.events.dropFirst() == ["value 1", "finished"])
    }

    @Test func throttleDeliversOnItsScheduler() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .unlimited)
        subject.throttle(for: .milliseconds(10), scheduler: scheduler, latest: true).subscribe(subscriber)
        subject.send(1)
        #expect(subscriber.events.count == 1)
        scheduler.advance()
        subject.send(2)
        subject.send(3)
        scheduler.advance(by: .milliseconds(10))
        #expect(subscriber.events.dropFirst() == ["value 1", "value 3"])
    }

    @Test func delayKeepsScheduledWorkAliveWithNothingElseHoldingTheChain() {
        let scheduler = VirtualScheduler()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .unlimited)
        do {
            Just(5).delay(for: .milliseconds(5), scheduler: scheduler).subscribe(subscriber)
        }
        #expect(subscriber.events.count == 1)
        scheduler.advance(by: .milliseconds(5))
        #expect(subscriber.events.dropFirst() == ["value 5", "finished"])
    }

    @Test func receiveOnDeliversNothingBeforeTheSchedulerRunsAndNothingAfterCancel() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(log: upstream.log, demand: .max(2))
        upstream.receive(on: scheduler).subscribe(subscriber)
        upstream.send(1)
        upstream.send(2)
        subscriber.subscription?.cancel()
        scheduler.advance()
        #expect(
            upstream.events == [
                "subscription ReceiveOn", "upstream0 request max(2)", "demand max(0)", "demand max(0)",
                "upstream0 cancel",
            ])
    }

    @Test func timerPublishLeavesToleranceUnsetUnlessGiven() {
        #expect(Timer.publish(every: 1, on: .current, in: .common).tolerance == nil)
        #expect(Timer.publish(every: 1, tolerance: 0.5, on: .current, in: .common).tolerance == 0.5)
    }
}
