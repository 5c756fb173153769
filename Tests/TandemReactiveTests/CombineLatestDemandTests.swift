import Combine
import Testing

/// `combineLatest` as custom publishers see it, matching Combine's recorded
/// behavior: the subscriber's requests reach every upstream unchanged, a
/// combination is sent only while there is demand (the latest values are
/// kept, not queued), and the demand returned for a combination goes back
/// to the upstream whose value produced it.
@Suite struct CombineLatestDemandTests {
    struct Oops: Error, CustomStringConvertible {
        var description: String { "oops" }
    }

    let left = RecordingPublisher<Int, Oops>(log: EventLog())
    let right = RecordingPublisher<String, Oops>(log: EventLog())

    @Test func requestsReachEveryUpstreamAndValuesBeyondDemandAreNotQueued() {
        let subscriber = RecordingSubscriber<(Int, String), Oops>(demand: .max(1))
        left.combineLatest(right).subscribe(subscriber)
        left.send(1)
        right.send("a")
        left.send(2)
        subscriber.subscription?.request(.max(2))
        // The combination (2, "a") made without demand is not sent later.
        #expect(subscriber.events == ["subscription CombineLatest", "value (1, \"a\")"])
        right.send("b")
        #expect(subscriber.events == ["subscription CombineLatest", "value (1, \"a\")", "value (2, \"b\")"])
        #expect(
            left.events == ["upstream0 request max(1)", "demand max(0)", "demand max(0)", "upstream0 request max(2)"])
        #expect(
            right.events == ["upstream0 request max(1)", "demand max(0)", "upstream0 request max(2)", "demand max(0)"])
    }

    @Test func eachArityRequestsTheSubscribersDemandFromEveryUpstream() {
        let third = RecordingPublisher<Int, Oops>(log: EventLog())
        let fourth = RecordingPublisher<Int, Oops>(log: EventLog())
        let subscriber3 = RecordingSubscriber<(Int, String, Int), Oops>(demand: .max(3))
        left.combineLatest(right, third).subscribe(subscriber3)
        let subscriber4 = RecordingSubscriber<Int, Oops>(demand: .unlimited)
        left.combineLatest(right, third, fourth) { $0 + $1.count + $2 + $3 }.subscribe(subscriber4)
        #expect(left.events == ["upstream0 request max(3)", "upstream1 request unlimited"])
        #expect(right.events == ["upstream0 request max(3)", "upstream1 request unlimited"])
        #expect(third.events == ["upstream0 request max(3)", "upstream1 request unlimited"])
        #expect(fourth.events == ["upstream0 request unlimited"])
        left.send(1, to: 1); right.send("ab", to: 1); third.send(3, to: 1); fourth.send(4)
        #expect(subscriber4.events == ["subscription CombineLatest", "value 10"])
    }

    @Test func demandReturnedForACombinationGoesBackToTheUpstreamThatSentIt() {
        let subscriber = RecordingSubscriber<(Int, String), Oops>(demand: .max(1), onValue: { _ in .max(1) })
        left.combineLatest(right).subscribe(subscriber)
        left.send(1)
        right.send("a")
        left.send(2)
        #expect(subscriber.events == ["subscription CombineLatest", "value (1, \"a\")", "value (2, \"a\")"])
        #expect(left.events == ["upstream0 request max(1)", "demand max(0)", "demand max(1)"])
        #expect(right.events == ["upstream0 request max(1)", "demand max(1)"])
    }

    @Test func aValueArrivingWhileACombinationIsDeliveredOnlyUpdatesTheLatest() {
        let left = self.left
        var nested = true
        let subscriber = RecordingSubscriber<(Int, String), Oops>(
            demand: .unlimited,
            onValue: { _ in
                if nested { nested = false; left.send(9) }
                return .none
            })
        left.combineLatest(right).subscribe(subscriber)
        left.send(1)
        right.send("a")
        right.send("b")
        #expect(subscriber.events == ["subscription CombineLatest", "value (1, \"a\")", "value (9, \"b\")"])
    }

    @Test func secondSubscriptionIsCancelledAndNothingReachesUpstreamAfterCancel() {
        let subscriber = RecordingSubscriber<(Int, String), Oops>(demand: .none)
        left.combineLatest(right).subscribe(subscriber)
        left.sendSubscription()
        subscriber.subscription?.cancel()
        subscriber.subscription?.request(.max(1))
        subscriber.subscription?.cancel()
        #expect(left.events == ["upstream1 cancel", "upstream0 cancel"])
        #expect(right.events == ["upstream0 cancel"])
    }

    @Test func finishesWhenEveryUpstreamHasFinishedAndFailsAtTheFirstFailure() {
        let subscriber = RecordingSubscriber<(Int, String), Oops>(demand: .unlimited)
        left.combineLatest(right).subscribe(subscriber)
        left.send(1)
        left.send(completion: .finished)
        left.send(5)
        right.send("a")
        #expect(subscriber.events == ["subscription CombineLatest", "value (1, \"a\")"])
        right.send(completion: .finished)
        #expect(subscriber.events.last == "finished")

        let failing = RecordingSubscriber<(Int, String), Oops>(demand: .unlimited)
        left.combineLatest(right).subscribe(failing)
        left.send(completion: .failure(Oops()), to: 1)
        right.send(completion: .finished, to: 1)
        #expect(failing.events == ["subscription CombineLatest", "failure oops"])
        #expect(right.events.suffix(1) == ["upstream1 cancel"])
    }

    @Test func anUpstreamThatFailsWhileSubscribingEndsTheStreamBeforeTheOthersSubscribe() {
        let subscriber = RecordingSubscriber<(Int, String), Oops>(demand: .max(1))
        Fail<Int, Oops>(error: Oops()).combineLatest(right).subscribe(subscriber)
        #expect(subscriber.events == ["subscription CombineLatest", "failure oops"])
        #expect(right.events == ["upstream0 cancel"])
    }
}
