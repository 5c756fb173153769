import Combine
import Testing

/// `catch` and `tryCatch`, event by event, as recorded of Apple's Combine.
@Suite struct CatchBehaviorTests {
    struct Oops: Error, CustomStringConvertible {
        var description: String { "oops" }
    }

    /// The subscriber gets its subscription only when upstream's arrives: a
    /// finish before then is ignored.
    @Test func theSubscriptionWaitsForUpstreams() {
        let upstream = SilentPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .unlimited)
        upstream.catch { _ in Just(0) }.subscribe(subscriber)
        upstream.subscriber?.receive(completion: .finished)
        #expect(subscriber.events.isEmpty)
    }

    /// After a cancel, upstream's values still go downstream (counted against
    /// the demand, answered with the subscriber's), and requests stop.
    @Test func upstreamValuesPassAfterACancel() {
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Never>(log: upstream.log, demand: .max(1), onValue: { _ in .max(3) })
        upstream.catch { _ in Just(0) }.subscribe(subscriber)
        subscriber.subscription?.cancel()
        subscriber.subscription?.request(.max(199))
        #expect(upstream.send(1) == .max(3))
        upstream.send(completion: .failure(Oops()))
        #expect(
            upstream.events == [
                "subscription Catch", "upstream0 request max(1)", "upstream0 cancel", "value 1", "demand max(3)",
            ])
    }

    /// A cancel while the replacement has not subscribed does nothing: the
    /// replacement's subscription is then taken and asked for what is owed,
    /// and its completion goes downstream.
    @Test func aCancelWhileWaitingForTheReplacementDoesNothing() {
        let log = EventLog()
        let upstream = RecordingPublisher<Int, Oops>(log: log)
        let replacement = SilentPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(log: log, demand: .max(3))
        upstream.catch { _ in replacement }.subscribe(subscriber)
        upstream.send(completion: .failure(Oops()))
        subscriber.subscription?.cancel()
        replacement.subscriber?.receive(subscription: RecordingSubscription(log: log, name: "replacement"))
        replacement.subscriber?.receive(completion: .finished)
        #expect(
            log.events == [
                "subscription Catch", "upstream0 request max(3)", "replacement request max(3)", "finished",
            ])
    }

    /// A handler that throws fails the stream; upstream's later values
    /// still pass and its later completions are ignored.
    @Test func aThrowingHandlerFailsTheStream() {
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Error>(log: upstream.log, demand: .unlimited)
        upstream.tryCatch { _ -> Just<Int> in throw Oops() }.subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(Oops()))
        upstream.send(-1)
        upstream.send(completion: .failure(Oops()))
        upstream.send(completion: .finished)
        #expect(
            upstream.events == [
                "subscription TryCatch", "upstream0 request unlimited", "value 1", "demand max(0)", "failure oops",
                "value -1", "demand max(0)",
            ])
    }
}
