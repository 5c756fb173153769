import Combine
import Foundation
import Testing

/// Small behaviors of single operators, as recorded of Apple's Combine.
@Suite struct OperatorQuirkTests {
    struct Oops: Error {}

    /// `measureInterval` requests the subscriber's answer to a value from
    /// upstream (while the value is still being delivered) instead of
    /// returning it with the value.
    @Test func measureIntervalRequestsTheAnswerUpstream() {
        let scheduler = VirtualScheduler()
        let upstream = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(log: upstream.log, demand: .none, onValue: { _ in .max(1) })
        upstream.measureInterval(using: scheduler).map(\.magnitude).subscribe(subscriber)
        #expect(upstream.send(0) == .none)
        scheduler.advance(by: .nanoseconds(7))
        #expect(upstream.send(1) == .none)
        #expect(
            upstream.events == [
                "subscription MeasureInterval", "value 0", "upstream0 request max(1)", "demand max(0)",
                "value 7", "upstream0 request max(1)", "demand max(0)",
            ])
    }

    /// `encode` and `decode` pass values and the completion that come before
    /// the upstream's subscription.
    @Test func codingOperatorsPassEventsBeforeTheSubscription() throws {
        struct Item: Codable, Equatable { var id: Int }
        let upstream = SilentPublisher<Item, Never>()
        let subscriber = RecordingSubscriber<Data, Error>(demand: .none, onValue: { _ in .max(42) })
        upstream.encode(encoder: JSONEncoder()).subscribe(subscriber)
        #expect(upstream.subscriber?.receive(Item(id: 1)) == .max(42))
        upstream.subscriber?.receive(completion: .finished)
        #expect(subscriber.events == [#"value 8 bytes"#, "finished"])

        let data = SilentPublisher<Data, Never>()
        let decoded = RecordingSubscriber<Item, Error>(demand: .none)
        data.decode(type: Item.self, decoder: JSONDecoder()).subscribe(decoded)
        data.subscriber?.receive(completion: .finished)
        #expect(decoded.events == ["finished"])
        // Ended: a subscription that comes later is cancelled.
        let log = EventLog()
        data.subscriber?.receive(subscription: RecordingSubscription(log: log, name: "late"))
        #expect(log.events == ["late cancel"])
    }

    /// `append` gives the subscriber its subscription when the prefix's
    /// comes; before it, what the prefix sends is dropped.
    @Test func appendHandsOutItsSubscriptionWhenThePrefixsComes() {
        let upstream = SilentPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .max(2))
        upstream.append(1, 2, 3).subscribe(subscriber)
        #expect(upstream.subscriber?.receive(12) == Subscribers.Demand.none)
        #expect(subscriber.events.isEmpty)
        let log = EventLog()
        upstream.subscriber?.receive(subscription: RecordingSubscription(log: log, name: "prefix"))
        #expect(subscriber.events == ["subscription Concatenate"])
        #expect(log.events == ["prefix request max(2)"])
        upstream.subscriber?.receive(completion: .finished)
        #expect(subscriber.events == ["subscription Concatenate", "value 1", "value 2"])
    }
}
