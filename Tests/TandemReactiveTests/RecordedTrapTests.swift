import Combine
import Foundation
import Testing

/// Where Combine stops the program and where it runs on, operator by
/// operator, as recorded of Apple's Combine: each trap here is one Combine
/// has, and each "runs on" case is one where a blanket precondition would be
/// wrong.
@Suite struct RecordedTrapTests {
    struct Oops: Error {}

    @Test func aRequestForNothingStopsJustAndTheFilteringOperators() async {
        await #expect(processExitsWith: .failure) {
            let subscriber = RecordingSubscriber<Int, Never>(demand: .none)
            Just(1).subscribe(subscriber)
            subscriber.subscription?.request(.none)
        }
        await #expect(processExitsWith: .failure) {
            let upstream = RecordingPublisher<Int, Never>()
            let subscriber = RecordingSubscriber<Int, Error>(demand: .none)
            upstream.tryFilter { _ in true }.subscribe(subscriber)
            subscriber.subscription?.request(.none)
        }
    }

    /// A sequence, a record, `buffer`, `append`, `retry`, `handleEvents` and
    /// the timing operators take a request for nothing and go on.
    @Test func aRequestForNothingIsTakenElsewhere() {
        let log = EventLog()
        let sequence = RecordingSubscriber<Int, Never>(log: log, demand: .none)
        [1, 2].publisher.subscribe(sequence)
        sequence.subscription?.request(.none)
        sequence.subscription?.request(.max(1))
        #expect(log.events == ["subscription [1, 2]", "value 1"])

        let chains: [(RecordingPublisher<Int, Never>) -> AnyPublisher<Int, Never>] = [
            { $0.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).eraseToAnyPublisher() },
            { $0.append(9).eraseToAnyPublisher() },
            { $0.retry(1).eraseToAnyPublisher() },
            { $0.handleEvents().eraseToAnyPublisher() },
            { $0.delay(for: .zero, scheduler: ImmediateScheduler.shared).eraseToAnyPublisher() },
            { $0.subscribe(on: ImmediateScheduler.shared).eraseToAnyPublisher() },
        ]
        for make in chains {
            let upstream = RecordingPublisher<Int, Never>()
            let subscriber = RecordingSubscriber<Int, Never>(log: upstream.log, demand: .none)
            make(upstream).subscribe(subscriber)
            subscriber.subscription?.request(.none)
            subscriber.subscription?.request(.max(1))
            upstream.send(7)
            #expect(upstream.events.contains("value 7"))
        }
    }

    /// `tryFilter`, `tryCompactMap`, `prefix(while:)`, `removeDuplicates` and
    /// their kin stop on a value, completion or request before their
    /// upstream's subscription, with Combine's messages.
    @Test func filteringOperatorsStopOnEventsBeforeTheirSubscription() async {
        await #expect(processExitsWith: .failure) {
            let upstream = SilentPublisher<Int, Never>()
            upstream.removeDuplicates().subscribe(RecordingSubscriber<Int, Never>(demand: .none))
            _ = upstream.subscriber?.receive(1)
        }
        await #expect(processExitsWith: .failure) {
            let upstream = SilentPublisher<Int, Never>()
            upstream.tryCompactMap { $0 }.subscribe(RecordingSubscriber<Int, Error>(demand: .none))
            upstream.subscriber?.receive(completion: .finished)
        }
    }

    /// `drop(while:)`, which is not one of them, ignores a value before its subscription.
    @Test func dropWhileIgnoresAValueBeforeItsSubscription() {
        let upstream = SilentPublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .max(1))
        upstream.drop { $0 < 0 }.subscribe(subscriber)
        #expect(upstream.subscriber?.receive(1) == Subscribers.Demand.none)
        #expect(subscriber.events.isEmpty)
    }

    /// `assertNoFailure` passes every event on, so a failure after the
    /// upstream finished still stops the program, as in Combine.
    @Test func assertNoFailureStopsOnAFailureAfterFinishing() async {
        await #expect(processExitsWith: .failure) {
            let upstream = RecordingPublisher<Int, Oops>()
            upstream.assertNoFailure().subscribe(RecordingSubscriber<Int, Never>(demand: .unlimited))
            upstream.send(completion: .finished)
            upstream.send(completion: .failure(Oops()))
        }
    }

    /// An operator entered again from a closure it calls while holding its
    /// lock stops the program (Combine's lock traps on recursion) instead of
    /// hanging: here `buffer`'s `whenFull` error closure sends upstream.
    @Test func reenteringAnOperatorStopsInsteadOfHanging() async {
        await #expect(processExitsWith: .failure) {
            let upstream = RecordingPublisher<Int, Oops>()
            upstream.buffer(
                size: 0, prefetch: .keepFull,
                whenFull: .customError {
                    _ = upstream.send(1000)
                    return Oops()
                }
            ).subscribe(RecordingSubscriber<Int, Oops>(demand: .max(2)))
            _ = upstream.send(0)
        }
    }

    /// `catch` stops on a second failure from the same upstream and on a
    /// value before its upstream's subscription, as Combine's does.
    @Test func catchStopsOnMisbehavingUpstreams() async {
        await #expect(processExitsWith: .failure) {
            let upstream = RecordingPublisher<Int, Oops>()
            upstream.catch { _ in Empty<Int, Never>(completeImmediately: false) }
                .subscribe(RecordingSubscriber<Int, Never>(demand: .unlimited))
            upstream.send(completion: .failure(Oops()))
            upstream.send(completion: .failure(Oops()))
        }
        await #expect(processExitsWith: .failure) {
            let upstream = SilentPublisher<Int, Oops>()
            upstream.catch { _ in Just(0) }.subscribe(RecordingSubscriber<Int, Never>(demand: .unlimited))
            _ = upstream.subscriber?.receive(1)
        }
    }

    /// `replaceError` counts demand: a value nobody asked for stops the program, as in Combine.
    @Test func replaceErrorStopsOnAValueWithoutDemand() async {
        await #expect(processExitsWith: .failure) {
            let upstream = RecordingPublisher<Int, Oops>()
            upstream.replaceError(with: 0).subscribe(RecordingSubscriber<Int, Never>(demand: .none))
            upstream.send(1)
        }
    }

    /// A record's recording takes nothing after its completion: a value, a
    /// second completion, or anything on a decoded (finished) recording stops.
    @Test func aFinishedRecordingStops() async {
        await #expect(processExitsWith: .failure) {
            var recording = Record<Int, Never>.Recording()
            recording.receive(completion: .finished)
            recording.receive(1)
        }
        await #expect(processExitsWith: .failure) {
            var recording = Record<Int, Never>.Recording()
            recording.receive(completion: .finished)
            recording.receive(completion: .finished)
        }
        await #expect(processExitsWith: .failure) {
            var recording = Record<Int, Never>.Recording(output: [1], completion: .finished)
            recording.receive(2)
        }
    }

    /// `output(in:)` on a collection publisher slices the collection: a
    /// range past its end traps as slicing does.
    @Test func outputInARangePastTheEndTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = [1, 2, 3].publisher.output(in: 1..<9)
        }
    }
}
