import Combine
import Testing

/// `retry`, event by event, as recorded of Apple's Combine.
@Suite struct RetryBehaviorTests {
    struct Oops: Error, CustomStringConvertible {
        var description: String { "oops" }
    }

    /// The subscriber's subscription comes with upstream's; a value is
    /// answered with no demand, and what the subscriber asks for in return
    /// is requested from upstream.
    @Test func demandGoesUpstreamAsARequest() {
        let upstream = SilentPublisher<Int, Oops>()
        let log = EventLog()
        let subscriber = RecordingSubscriber<Int, Oops>(log: log, demand: .max(3), onValue: { .max($0) })
        upstream.retry(5).subscribe(subscriber)
        #expect(log.events.isEmpty)
        upstream.subscriber?.receive(subscription: RecordingSubscription(log: log, name: "upstream"))
        #expect(upstream.subscriber?.receive(5) == Subscribers.Demand.none)
        #expect(
            log.events == [
                "subscription Retry", "upstream request max(3)", "value 5", "upstream request max(5)",
            ])
    }

    /// A finish before any subscription ends the stream without one.
    @Test func aFinishBeforeTheSubscriptionEndsTheStream() {
        let upstream = SilentPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .unlimited)
        upstream.retry(3).subscribe(subscriber)
        upstream.subscriber?.receive(completion: .finished)
        #expect(subscriber.events == ["finished"])
    }

    /// A publisher that fails from inside `subscribe` a number of times,
    /// then finishes; it records how deeply subscriptions nest.
    final class FailingAtOnce: Publisher, @unchecked Sendable {
        typealias Output = Int
        typealias Failure = Oops
        let log = EventLog()
        var failuresLeft: Int
        var depth = 0
        var deepest = 0

        init(failures: Int) { failuresLeft = failures }

        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Oops {
            depth += 1
            deepest = Swift.max(deepest, depth)
            subscriber.receive(subscription: RecordingSubscription(log: log, name: "upstream"))
            if failuresLeft > 0 {
                failuresLeft -= 1
                subscriber.receive(completion: .failure(Oops()))
            } else {
                subscriber.receive(completion: .finished)
            }
            depth -= 1
        }
    }

    /// A failure sent while the resubscription it caused runs is retried
    /// after it, not inside it; every subscription is asked for the demand
    /// outstanding; a finish ends the stream.
    @Test func failuresDuringAResubscriptionAreRetriedAfterIt() {
        let upstream = FailingAtOnce(failures: 4)
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .max(1))
        upstream.retry(5).subscribe(subscriber)
        #expect(subscriber.events == ["subscription Retry", "finished"])
        #expect(upstream.log.events == Array(repeating: "upstream request max(1)", count: 5))
        #expect(upstream.deepest == 2)
    }

    /// With no retries left, the failure ends the stream.
    @Test func theLastFailureEndsTheStream() {
        let upstream = FailingAtOnce(failures: 9)
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .max(1))
        upstream.retry(2).subscribe(subscriber)
        #expect(subscriber.events == ["subscription Retry", "failure oops"])
        #expect(upstream.log.events.count == 3)
    }
}
