import Combine
import Testing

/// The subscriber `multicast` puts between its subject and each
/// downstream, as recorded of Apple's Combine.
@Suite struct MulticastBehaviorTests {
    struct Oops: Error {}

    /// A subject that keeps the subscriber `multicast` gives it and hands it
    /// a recording subscription, as a custom subject would.
    final class KeepingSubject: Subject, @unchecked Sendable {
        typealias Output = Int
        typealias Failure = Oops
        let log = EventLog()
        var subscriber: AnySubscriber<Int, Oops>?

        func send(_ value: Int) {}
        func send(completion: Subscribers.Completion<Oops>) {}
        func send(subscription: Subscription) {}
        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Oops {
            self.subscriber = AnySubscriber(subscriber)
            subscriber.receive(subscription: RecordingSubscription(log: log, name: "subject"))
        }
    }

    /// The subject's first subscription is the one used; the downstream's
    /// answers to values are requested from it, the values answered with
    /// none; after the first completion nothing passes.
    @Test func theDownstreamsAnswersAreRequestedFromTheSubject() throws {
        let subject = KeepingSubject()
        let multicast = PassthroughSubject<Int, Oops>().multicast(subject: subject)
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .max(42), onValue: { $0 < 0 ? .unlimited : .max($0) })
        let connection = multicast.connect()
        multicast.subscribe(subscriber)
        let inner = try #require(subject.subscriber)
        let extra = EventLog()
        inner.receive(subscription: RecordingSubscription(log: extra, name: "extra"))
        #expect(extra.events == ["extra cancel"])
        #expect([inner.receive(0), inner.receive(2), inner.receive(-1)] == [.none, .none, .none])
        inner.receive(completion: .failure(Oops()))
        inner.receive(completion: .finished)
        #expect(inner.receive(123) == .none)
        #expect(subscriber.events == ["subscription Multicast", "value 0", "value 2", "value -1", "failure Oops()"])
        #expect(
            subject.log.events == ["subject request max(42)", "subject request max(2)", "subject request unlimited"])
        connection.cancel()
    }

    /// After a cancel, requests and events stop; the cancel reaches the
    /// subject's subscription once.
    @Test func aCancelStopsEverything() throws {
        let subject = KeepingSubject()
        let multicast = PassthroughSubject<Int, Oops>().multicast(subject: subject)
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .none)
        multicast.subscribe(subscriber)
        let inner = try #require(subject.subscriber)
        subscriber.subscription?.request(.max(43))
        subscriber.subscription?.cancel()
        subscriber.subscription?.cancel()
        subscriber.subscription?.request(.max(30))
        #expect(inner.receive(1000) == .none)
        inner.receive(completion: .finished)
        #expect(subject.log.events == ["subject request max(43)", "subject cancel"])
        #expect(subscriber.events == ["subscription Multicast"])
    }
}

/// `autoconnect`, as recorded of Apple's Combine.
@Suite struct AutoconnectBehaviorTests {
    /// A connectable publisher that logs its connections and hands each
    /// subscriber an empty subscription at once.
    final class LoggingConnectable: ConnectablePublisher, @unchecked Sendable {
        typealias Output = Int
        typealias Failure = Never
        let log = EventLog()

        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
            subscriber.receive(subscription: Subscriptions.empty)
        }

        func connect() -> Cancellable {
            log.append("connect")
            return Connection(log: log)
        }

        /// Logs its cancel (and, unlike `AnyCancellable`, does nothing when freed).
        final class Connection: Cancellable {
            let log: EventLog
            init(log: EventLog) { self.log = log }
            func cancel() { log.append("disconnect") }
        }
    }

    /// A subscriber that subscribes another from inside its subscription
    /// (while the first is connecting) connects a second time; the count
    /// starts again at one, so the first subscriber's cancel disconnects.
    @Test func subscribingAgainWhileConnectingConnectsTwice() {
        let upstream = LoggingConnectable()
        let autoconnect = upstream.autoconnect()
        let second = RecordingSubscriber<Int, Never>(demand: .none)
        final class Reentering: Subscriber, @unchecked Sendable {
            typealias Input = Int
            typealias Failure = Never
            let onSubscription: () -> Void
            var subscription: Subscription?
            init(_ onSubscription: @escaping () -> Void) { self.onSubscription = onSubscription }
            func receive(subscription: Subscription) {
                self.subscription = subscription
                onSubscription()
            }
            func receive(_ input: Int) -> Subscribers.Demand { .none }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let first = Reentering { autoconnect.subscribe(second) }
        autoconnect.subscribe(first)
        #expect(upstream.log.events == ["connect", "connect"])
        first.subscription?.cancel()
        #expect(upstream.log.events == ["connect", "connect", "disconnect"])
    }
}
