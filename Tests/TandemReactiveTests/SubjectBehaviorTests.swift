import Combine
import Testing

/// Subjects, `@Published`, `objectWillChange` and multicasting as custom
/// publishers and subscribers see them.
@Suite struct SubjectBehaviorTests {
    final class Model: ObservableObject {
        @Published var count = 0
    }

    /// After completion `send(_:)` changes nothing, but setting `value`
    /// still stores it (nothing is sent), as recorded of Combine.
    @Test func currentValueSubjectKeepsItsValueAfterCompletionUnlessSet() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let subscriber = RecordingSubscriber<Int, Never>(demand: .unlimited)
        subject.subscribe(subscriber)
        subject.send(2)
        subject.send(completion: .finished)
        subject.send(3)
        #expect(subject.value == 2)
        subject.value = 4
        #expect(subject.value == 4)
        #expect(subscriber.events == ["subscription CurrentValueSubject", "value 1", "value 2", "finished"])
    }

    @Test func objectWillChangeDeliversEveryChangeWhateverTheDemand() {
        let model = Model()
        let subscriber = RecordingSubscriber<Void, Never>(demand: .max(1))
        model.objectWillChange.subscribe(subscriber)
        model.count = 1
        model.count = 2
        model.count = 3
        #expect(subscriber.events.filter { $0.hasPrefix("value") }.count == 3)
        #expect(subscriber.events.first == "subscription ObservableObjectPublisher")
    }

    /// An object's combine identifier is its address (as in Combine), and
    /// `share()` hands out the multicast's subscription.
    @Test func identifiersAreAddressesAndShareShowsItsMulticast() {
        final class Object {}
        let object = Object()
        #expect(
            CombineIdentifier(object).description == "0x"
                + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16))
        #expect(Mirror(reflecting: CombineIdentifier()).descendant("rawValue") is UInt64)
        let subscriber = RecordingSubscriber<Int, Never>(demand: .none)
        PassthroughSubject<Int, Never>().share().subscribe(subscriber)
        #expect(subscriber.events == ["subscription Multicast"])
    }

    /// A future's subscription shows its future and subscriber until it
    /// ends, as Combine's does; a cancelled one is let go of by the future.
    @Test func aFutureSubscriptionShowsItsParentUntilItEnds() throws {
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { promise = $0 }
        let subscriber = RecordingSubscriber<Int, Never>(demand: .none)
        future.subscribe(subscriber)
        let subscription = try #require(subscriber.subscription)
        func labels() -> [String] { Mirror(reflecting: subscription).children.map { $0.label ?? "" } }
        #expect(labels() == ["parent", "downstream", "hasAnyDemand", "subject"])
        #expect(Mirror(reflecting: subscription).children.first.map { "\($0.value)" }?.contains("Future") == true)
        subscription.cancel()
        #expect(Mirror(reflecting: subscription).children.first.map { "\($0.value)" } == "nil")
        promise?(.success(1))
        #expect(subscriber.events == ["subscription Future"])
    }

    /// A current-value subject asks an upstream for everything at once,
    /// subscriber or not (it keeps the latest value), as Combine's does.
    @Test func aCurrentValueSubjectAsksItsUpstreamAtOnce() {
        let upstream = RecordingPublisher<Int, Never>()
        let subject = CurrentValueSubject<Int, Never>(0)
        let token = upstream.subscribe(subject)
        #expect(upstream.events == ["upstream0 request unlimited"])
        upstream.send(5)
        #expect(subject.value == 5)
        token.cancel()
    }

    @Test func aSubjectCancelsWhatItSubscribedToWhenItGoesAway() {
        let upstream = RecordingPublisher<Int, Never>()
        var subject: PassthroughSubject<Int, Never>? = PassthroughSubject()
        let token = upstream.subscribe(subject!)
        // With no subscriber yet, the subject holds its request back, as Combine's does.
        #expect(upstream.events.isEmpty)
        let subscriber = RecordingSubscriber<Int, Never>(demand: .none)
        subject?.subscribe(subscriber)
        #expect(upstream.events == ["upstream0 request unlimited"])
        subject = nil
        #expect(upstream.events == ["upstream0 request unlimited", "upstream0 cancel"])
        token.cancel()
        #expect(upstream.events.count == 2)
    }

    @Test func subscribingASubjectCancelsUpstreamOnceAndForwardsValues() {
        let upstream = RecordingPublisher<Int, Never>()
        let subject = PassthroughSubject<Int, Never>()
        let downstream = RecordingSubscriber<Int, Never>(log: upstream.log, demand: .unlimited)
        subject.subscribe(downstream)
        let token = upstream.subscribe(subject)
        upstream.send(1)
        token.cancel()
        token.cancel()
        upstream.send(2)
        #expect(
            upstream.events == [
                "subscription PassthroughSubject", "upstream0 request unlimited", "value 1", "demand max(0)",
                "upstream0 cancel",
                "demand max(0)",
            ])
    }

    @Test func subscriptionsDescribeThemselvesWithCombinesNames() {
        func description<P: Publisher>(_ publisher: P) -> String {
            let subscriber = RecordingSubscriber<P.Output, P.Failure>(demand: .none)
            publisher.subscribe(subscriber)
            return subscriber.subscription.map { String(describing: $0) } ?? "none"
        }
        #expect(description(Just(1)) == "Just")
        #expect(description([1, 2].publisher) == "[1, 2]")
        #expect(description(Optional(1).publisher) == "Optional")
        #expect(description(Result<Int, Never>.success(1).publisher) == "Once")
        #expect(description(Empty<Int, Never>(completeImmediately: false)) == "Empty")
        #expect(description(Future<Int, Never> { _ in }) == "Future")
        #expect(description(PassthroughSubject<Int, Never>()) == "PassthroughSubject")
        #expect(description(CurrentValueSubject<Int, Never>(0)) == "CurrentValueSubject")
        #expect(description(PassthroughSubject<Int, Never>().map { $0 }) == "PassthroughSubject")
        #expect(description(PassthroughSubject<Int, Never>().collect()) == "Collect")
        // `compactMap` hands the upstream's own subscription on, as `map` does.
        #expect(description(PassthroughSubject<Int, Never>().compactMap { $0 }) == "PassthroughSubject")
        #expect(description(PassthroughSubject<Int, Never>().flatMap { Just($0) }) == "FlatMap")
        #expect(description(PassthroughSubject<Int, Never>().multicast { PassthroughSubject() }) == "Multicast")
        #expect(description(PassthroughSubject<Int, Never>().append(2)) == "Concatenate")
        // `Just` joined with elements is a sequence publisher at once.
        #expect(description(Just(1).append(2)) == "[1, 2]")
        #expect(description(PassthroughSubject<Int, Never>().receive(on: ImmediateScheduler.shared)) == "ReceiveOn")
        let subscribingSubject = RecordingPublisher<Int, Never>()
        _ = subscribingSubject.subscribe(PassthroughSubject<Int, Never>())
        #expect(String(describing: subscribingSubject.subscribers[0]) == "Subject")
    }

    @Test func cancellingASubscribeOnChainFromInsideItsCancellationDoesNotRecurse() {
        let subject = PassthroughSubject<Int, Never>()
        var cancels = 0
        var token: AnyCancellable?
        token =
            subject
            .handleEvents(receiveCancel: {
                cancels += 1
                token?.cancel()
            })
            .subscribe(on: ImmediateScheduler.shared)
            .sink { _ in }
        token?.cancel()
        #expect(cancels == 1)
    }

    @Test func aSubscriberMayCancelOrCompleteTheSubjectFromInsideItsReceive() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelling: RecordingSubscriber<Int, Never>!
        cancelling = RecordingSubscriber(demand: .unlimited) { value in
            if value == 2 { cancelling.subscription?.cancel() }
            return .none
        }
        let completing = RecordingSubscriber<Int, Never>(demand: .unlimited) { value in
            if value == 3 { subject.send(completion: .finished) }
            return .none
        }
        subject.map { $0 }.subscribe(cancelling)
        subject.map { $0 }.subscribe(completing)
        for value in 1...4 { subject.send(value) }
        #expect(cancelling.events.dropFirst() == ["value 1", "value 2"])
        #expect(completing.events.dropFirst() == ["value 1", "value 2", "value 3", "finished"])
    }
}
