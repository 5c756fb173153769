import Combine
import Testing

/// `Sink` and `Assign` as a custom publisher sees them: what reaches
/// upstream, what they ignore, and what they let go of.
@Suite struct SubscriberLifetimeTests {
    final class Model {
        var value = 0
        var onDeinit: (() -> Void)?
        deinit { onDeinit?() }
    }

    @Test func sinkIgnoresValuesAfterCancelAndCancelsUpstreamOnce() {
        let upstream = RecordingPublisher<Int, Never>()
        var received: [Int] = []
        let sink = Subscribers.Sink<Int, Never>(
            receiveCompletion: { _ in received.append(-1) }, receiveValue: { received.append($0) })
        upstream.subscribe(sink)
        upstream.send(1)
        sink.cancel()
        sink.cancel()
        upstream.send(2)
        upstream.send(completion: .finished)
        #expect(received == [1])
        #expect(
            upstream.events == ["upstream0 request unlimited", "demand max(0)", "upstream0 cancel", "demand max(0)"])
    }

    /// As recorded of Combine, a sink takes a value before its subscription.
    @Test func sinkCancelsASecondSubscriptionAndTakesValuesBeforeItsFirst() {
        let upstream = RecordingPublisher<Int, Never>()
        var received: [Int] = []
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        _ = sink.receive(0)
        upstream.subscribe(sink)
        upstream.sendSubscription()
        upstream.send(1)
        #expect(received == [0, 1])
        #expect(upstream.events == ["upstream0 request unlimited", "upstream1 cancel", "demand max(0)"])
    }

    @Test func sinkReleasesItsClosuresWhenItCompletesOrIsCancelled() {
        weak var completedModel: Model?
        weak var cancelledModel: Model?
        let upstream = RecordingPublisher<Int, Never>()
        let sinks: [Subscribers.Sink<Int, Never>] = (0..<2).map { index in
            let model = Model()
            if index == 0 { completedModel = model } else { cancelledModel = model }
            return Subscribers.Sink(receiveCompletion: { _ in _ = model }, receiveValue: { model.value = $0 })
        }
        sinks.forEach(upstream.subscribe)
        #expect(completedModel != nil && cancelledModel != nil)
        upstream.send(completion: .finished, to: 0)
        sinks[1].cancel()
        #expect(completedModel == nil)
        #expect(cancelledModel == nil)
    }

    @Test func aRetainCycleThroughTheSinkIsBrokenByCompletion() {
        final class Owner {
            var token: AnyCancellable?
            var last = 0
        }
        weak var weakOwner: Owner?
        let subject = PassthroughSubject<Int, Never>()
        do {
            let owner = Owner()
            weakOwner = owner
            owner.token = subject.map { $0 * 2 }.sink { owner.last = $0 }
            subject.send(2)
            #expect(owner.last == 4)
        }
        #expect(weakOwner != nil)
        subject.send(completion: .finished)
        #expect(weakOwner == nil)
    }

    @Test func assignReleasesItsObjectAndIgnoresValuesAfterCancel() {
        weak var weakModel: Model?
        let upstream = RecordingPublisher<Int, Never>()
        var assign: Subscribers.Assign<Model, Int>?
        do {
            let model = Model()
            weakModel = model
            assign = Subscribers.Assign(object: model, keyPath: \.value)
        }
        upstream.subscribe(assign!)
        upstream.send(3)
        #expect(weakModel?.value == 3)
        assign!.cancel()
        #expect(weakModel == nil)
        #expect(assign!.object == nil)
        upstream.send(4)
        #expect(
            upstream.events == ["upstream0 request unlimited", "demand max(0)", "upstream0 cancel", "demand max(0)"])
    }

    @Test func assignCancelWhoseObjectCompletesTheChainInDeinitDoesNotTrap() {
        let subject = PassthroughSubject<Int, Never>()
        var assign: Subscribers.Assign<Model, Int>?
        do {
            let model = Model()
            model.onDeinit = { subject.send(completion: .finished) }
            assign = Subscribers.Assign(object: model, keyPath: \.value)
        }
        subject.subscribe(assign!)
        subject.send(1)
        assign!.cancel()
        #expect(assign!.object == nil)
    }

    @Test func operatorsLetGoOfTheirSubscriberWhenCancelled() {
        // The subscriber keeps its subscription (as custom subscribers do), and
        // the upstream keeps the operator: only the operator letting go of
        // the subscriber on cancel frees it.
        let operators: [(RecordingPublisher<Int, Never>) -> AnyPublisher<Int, Never>] = [
            { $0.count().eraseToAnyPublisher() },
            { $0.dropFirst().eraseToAnyPublisher() },
            { $0.buffer(size: 1, prefetch: .byRequest, whenFull: .dropNewest).eraseToAnyPublisher() },
            { $0.append(1).eraseToAnyPublisher() },
            { $0.zip(Just(1)).map(\.0).eraseToAnyPublisher() },
            { $0.flatMap { Just($0) }.eraseToAnyPublisher() },
            { $0.map { Just($0) }.switchToLatest().eraseToAnyPublisher() },
        ]
        for (index, make) in operators.enumerated() {
            let upstream = RecordingPublisher<Int, Never>()
            weak var weakSubscriber: RecordingSubscriber<Int, Never>?
            do {
                let subscriber = RecordingSubscriber<Int, Never>(demand: .max(1))
                weakSubscriber = subscriber
                make(upstream).subscribe(subscriber)
                subscriber.subscription?.cancel()
            }
            #expect(weakSubscriber == nil, "operator \(index)")
        }
    }

    /// `receive(on:)`, `delay` and `prefix(untilOutputFrom:)` hold their
    /// subscriber as long as they live, cancelled or not, as recorded of
    /// Combine's.
    @Test func receiveOnAndDelayKeepTheirSubscriberAfterCancel() {
        let operators: [(RecordingPublisher<Int, Never>) -> AnyPublisher<Int, Never>] = [
            { $0.receive(on: ImmediateScheduler.shared).eraseToAnyPublisher() },
            { $0.delay(for: .zero, scheduler: ImmediateScheduler.shared).eraseToAnyPublisher() },
            { $0.prefix(untilOutputFrom: Empty<Int, Never>(completeImmediately: false)).eraseToAnyPublisher() },
        ]
        for (index, make) in operators.enumerated() {
            let upstream = RecordingPublisher<Int, Never>()
            weak var weakSubscriber: RecordingSubscriber<Int, Never>?
            do {
                let subscriber = RecordingSubscriber<Int, Never>(demand: .max(1))
                weakSubscriber = subscriber
                make(upstream).subscribe(subscriber)
                subscriber.subscription?.cancel()
            }
            #expect(weakSubscriber != nil, "operator \(index)")
            upstream.send(1)
            #expect(weakSubscriber?.events.count == 1, "operator \(index)")
            #expect(weakSubscriber?.events.first?.hasPrefix("subscription") == true, "operator \(index)")
        }
    }
}
