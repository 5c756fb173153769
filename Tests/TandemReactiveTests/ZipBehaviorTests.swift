import Combine
import Testing

/// `zip`, as recorded of Apple's Combine: a tuple goes out as soon as its
/// last value arrives, and the demand for it is answered to the upstream
/// that sent that value.
@Suite struct ZipBehaviorTests {
    struct Oops: Error {}

    /// A tuple is sent when it is complete, even when the subscriber asked for
    /// nothing; what the subscriber answers goes back to the upstream whose
    /// value completed the tuple.
    @Test func aCompleteTupleGoesOutWithoutDemandAndItsAnswerGoesToTheLastSender() {
        let left = RecordingPublisher<Int, Oops>(), right = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .none, onValue: { _ in .max(1) })
        left.zip(right) { $0 + $1 }.subscribe(subscriber)
        #expect(left.send(1) == .none)
        #expect(right.send(1) == .max(1))
        #expect(subscriber.events == ["subscription Zip", "value 2"])
        #expect(left.events == ["demand max(0)", "upstream0 request max(1)"])
    }

    /// Values beyond the demand are paired and sent as they complete tuples.
    @Test func surplusValuesAreSentAsTheyCompleteTuples() {
        let left = RecordingPublisher<Int, Oops>(), right = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .max(1))
        left.zip(right) { $0 + $1 }.subscribe(subscriber)
        left.send(100)
        right.send(1)
        left.send(200)
        left.send(300)
        #expect(right.send(2) == .none)
        #expect(subscriber.events == ["subscription Zip", "value 101", "value 202"])
        right.send(3)
        #expect(subscriber.events == ["subscription Zip", "value 101", "value 202", "value 303"])
    }

    /// A request made while a tuple is being delivered is requested from the
    /// other upstreams and answered to the one whose value completed it.
    @Test func aRequestDuringDeliveryIsTheLastSendersAnswer() {
        let left = RecordingPublisher<Int, Oops>(), right = RecordingPublisher<Int, Oops>()
        var subscription: Subscription?
        let subscriber = RecordingSubscriber<Int, Oops>(
            demand: .max(10),
            onValue: { _ in
                subscription?.request(.max(666))
                return .none
            })
        left.zip(right) { $0 + $1 }.subscribe(subscriber)
        subscription = subscriber.subscription
        left.send(1)
        #expect(right.send(1) == .max(666))
        #expect(left.events == ["upstream0 request max(10)", "demand max(0)", "upstream0 request max(666)"])
        #expect(right.events == ["upstream0 request max(10)", "demand max(666)"])
    }

    /// A failure cancels every upstream, the one that failed included.
    @Test func aFailureCancelsEveryUpstream() {
        let left = RecordingPublisher<Int, Oops>(), right = RecordingPublisher<Int, Oops>()
        let subscriber = RecordingSubscriber<Int, Oops>(demand: .unlimited)
        left.zip(right) { $0 + $1 }.subscribe(subscriber)
        left.send(completion: .failure(Oops()))
        #expect(subscriber.events == ["subscription Zip", "failure Oops()"])
        #expect(left.events == ["upstream0 request unlimited", "upstream0 cancel"])
        #expect(right.events == ["upstream0 request unlimited", "upstream0 cancel"])
    }
}
