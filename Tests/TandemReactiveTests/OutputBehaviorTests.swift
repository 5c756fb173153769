import Combine
import Testing

/// `output(in:)`, as recorded of Apple's Combine: it counts every value its
/// upstream sends, whatever state it is in, and passes completions only
/// between its subscription and its end.
@Suite struct OutputBehaviorTests {
    struct Oops: Error {}

    /// Values in the range still go out after a failure; the completions
    /// that follow the first do not, and the range's end cancels nothing.
    @Test func valuesInTheRangePassAfterTheStreamEnded() {
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .none, onValue: { _ in .max(2) })
        upstream.output(in: 1..<3).subscribe(subscriber)
        upstream.send(completion: .failure(Oops()))
        upstream.send(completion: .finished)
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .max(2))
        #expect(upstream.send(3) == .max(2))
        #expect(upstream.send(4) == .none)
        #expect(subscriber.events == ["subscription Output", "failure Oops()", "value 2", "value 3"])
        #expect(upstream.events == ["demand max(1)", "demand max(2)", "demand max(2)", "demand max(0)"])
    }

    /// Before the upstream's subscription, values in the range go out, and
    /// neither a completion nor the range's end finishes the stream; once
    /// the subscription came, they do.
    @Test func valuesBeforeTheSubscriptionPassAndCompletionsWait() {
        let upstream = SilentPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .none, onValue: { _ in .max(42) })
        upstream.output(in: 1..<3).subscribe(subscriber)
        let inner = upstream.subscriber
        inner?.receive(completion: .failure(Oops()))
        #expect(inner?.receive(1) == .max(1))
        #expect(inner?.receive(2) == .max(42))
        #expect(inner?.receive(3) == .max(42))
        #expect(inner?.receive(4) == Subscribers.Demand.none)
        inner?.receive(completion: .finished)
        #expect(subscriber.events == ["value 2", "value 3"])
        let log = EventLog()
        inner?.receive(subscription: RecordingSubscription(log: log, name: "late"))
        // Now subscribed, a value past the range cancels upstream and finishes.
        #expect(inner?.receive(6) == Subscribers.Demand.none)
        inner?.receive(completion: .finished)
        #expect(subscriber.events == ["value 2", "value 3", "subscription Output", "finished"])
        #expect(log.events == ["late cancel"])
    }

    /// After a cancel, requests and completions stop, values in the range
    /// still go out.
    @Test func valuesInTheRangePassAfterACancel() {
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .unlimited, onValue: { _ in .max(3) })
        upstream.output(in: 1..<3).subscribe(subscriber)
        subscriber.subscription?.cancel()
        subscriber.subscription?.request(.unlimited)
        subscriber.subscription?.cancel()
        #expect(upstream.send(1) == .max(1))
        #expect(upstream.send(2) == .max(3))
        upstream.send(completion: .failure(Oops()))
        #expect(
            upstream.events == [
                "upstream0 request unlimited", "upstream0 cancel", "demand max(1)", "demand max(3)",
            ])
        #expect(subscriber.events == ["subscription Output", "value 2"])
    }

    /// A cancel before the upstream's subscription is ignored: the
    /// subscription is taken when it comes.
    @Test func aCancelBeforeTheSubscriptionIsIgnored() {
        let upstream = SilentPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .none)
        upstream.output(in: 0..<3).subscribe(subscriber)
        (upstream.erased as? Subscription)?.cancel()
        let log = EventLog()
        upstream.subscriber?.receive(subscription: RecordingSubscription(log: log, name: "late"))
        #expect(log.events.isEmpty)
        #expect(subscriber.events == ["subscription Output"])
    }
}
