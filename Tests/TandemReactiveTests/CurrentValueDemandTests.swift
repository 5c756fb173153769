import Combine
import Testing

/// A current-value subject (and `@Published`, whose subject is one) owes a
/// subscriber the current value again when a value was sent while the
/// subscriber had no demand: the next request delivers the value current
/// then, as recorded of Apple's Combine.
@Suite struct CurrentValueDemandTests {
    final class Model: ObservableObject {
        @Published var state = 0
    }

    @Test func aValueSentWithoutDemandIsOwedAsTheCurrentValue() {
        let subject = CurrentValueSubject<Int, Never>(0)
        let subscriber = RecordingSubscriber<Int, Never>(demand: .none)
        subject.subscribe(subscriber)
        subscriber.subscription?.request(.max(2))
        subject.send(1)
        subject.send(3)
        subject.send(6)
        #expect(subscriber.events == ["subscription CurrentValueSubject", "value 0", "value 1"])
        subscriber.subscription?.request(.max(10))
        #expect(subscriber.events == ["subscription CurrentValueSubject", "value 0", "value 1", "value 6"])
        // Delivered once: a further request owes nothing.
        subscriber.subscription?.request(.max(1))
        subject.send(7)
        #expect(subscriber.events == ["subscription CurrentValueSubject", "value 0", "value 1", "value 6", "value 7"])
    }

    @Test func publishedOwesItsCurrentValueAfterValuesSentWithoutDemand() {
        let model = Model()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .none)
        model.$state.subscribe(subscriber)
        subscriber.subscription?.request(.max(2))
        model.state += 1
        model.state += 2
        model.state += 3
        #expect(subscriber.events == ["subscription PublishedSubject", "value 0", "value 1"])
        subscriber.subscription?.request(.max(10))
        #expect(subscriber.events == ["subscription PublishedSubject", "value 0", "value 1", "value 6"])
    }
}
