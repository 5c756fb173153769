import Combine
import Foundation
import Testing

/// More of where Combine stops the program, as recorded of Apple's Combine,
/// each next to the nearest case where it runs on: values nobody asked for
/// in the operators that count them, completions before a subscription,
/// and operators re-entered while they hold their lock.
@Suite struct RecordedMisuseTests {
    struct Oops: Error {}

    /// `catch`, `tryCatch`, `retry` and `switchToLatest` count values against
    /// the subscriber's demand: one nobody asked for stops the program.
    @Test func countingOperatorsStopOnAValueNobodyAskedFor() async {
        await #expect(processExitsWith: .failure) {
            let upstream = RecordingPublisher<Int, Oops>()
            upstream.catch { _ in Just(-1) }.subscribe(RecordingSubscriber<Int, Never>(demand: .none))
            upstream.send(42)
        }
        await #expect(processExitsWith: .failure) {
            let upstream = RecordingPublisher<Int, Oops>()
            upstream.tryCatch { _ in Just(-1) }.subscribe(RecordingSubscriber<Int, Error>(demand: .none))
            upstream.send(42)
        }
        await #expect(processExitsWith: .failure) {
            let upstream = RecordingPublisher<Int, Oops>()
            upstream.retry(2).subscribe(RecordingSubscriber<Int, Oops>(demand: .none))
            upstream.send(-1)
        }
        await #expect(processExitsWith: .failure) {
            // Before its subscription too.
            let upstream = SilentPublisher<Int, Never>()
            upstream.retry(3).subscribe(RecordingSubscriber<Int, Never>(demand: .none))
            _ = upstream.subscriber?.receive(31)
        }
        await #expect(processExitsWith: .failure) {
            let outer = RecordingPublisher<RecordingPublisher<Int, Oops>, Oops>()
            outer.switchToLatest().subscribe(RecordingSubscriber<Int, Oops>(demand: .none))
            let inner = RecordingPublisher<Int, Oops>()
            outer.send(inner)
            inner.send(-1)
        }
    }

    /// With demand, the same values go through; `switchToLatest` and `retry`
    /// pass one that comes before the upstream's subscription, and the
    /// replacement publisher of `catch` is not counted.
    @Test func countingOperatorsPassValuesThatWereAskedFor() {
        let outer = RecordingPublisher<SilentPublisher<Int, Never>, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(demand: .unlimited, onValue: { _ in .max(42) })
        outer.switchToLatest().subscribe(subscriber)
        let inner = SilentPublisher<Int, Never>()
        outer.send(inner)
        #expect(inner.subscriber?.receive(1) == .max(42))
        #expect(subscriber.events == ["subscription SwitchToLatest", "value 1"])

        let upstream = RecordingPublisher<Int, Oops>()
        let replacement = RecordingPublisher<Int, Never>()
        let caught = RecordingSubscriber<Int, Never>(demand: .max(1), onValue: { _ in .max(3) })
        upstream.catch { _ in replacement }.subscribe(caught)
        #expect(upstream.send(1) == .max(3))
        upstream.send(completion: .failure(Oops()))
        #expect(replacement.send(2) == .max(3))
        #expect(caught.events == ["subscription Catch", "value 1", "value 2"])
    }

    /// An inner publisher of `switchToLatest` completing before it sent its
    /// subscription stops the program.
    @Test func switchToLatestStopsOnAnInnerCompletionBeforeItsSubscription() async {
        await #expect(processExitsWith: .failure) {
            let outer = RecordingPublisher<SilentPublisher<Int, Oops>, Oops>()
            outer.switchToLatest().subscribe(RecordingSubscriber<Int, Oops>(demand: .unlimited))
            let inner = SilentPublisher<Int, Oops>()
            outer.send(inner)
            inner.subscriber?.receive(completion: .finished)
        }
        await #expect(processExitsWith: .failure) {
            let outer = RecordingPublisher<SilentPublisher<Int, Oops>, Oops>()
            outer.switchToLatest().subscribe(RecordingSubscriber<Int, Oops>(demand: .unlimited))
            let inner = SilentPublisher<Int, Oops>()
            outer.send(inner)
            inner.subscriber?.receive(completion: .failure(Oops()))
        }
    }

    /// `flatMap` cancels its inner publishers while it holds its lock when
    /// upstream fails: upstream failing again from inside that cancel stops
    /// the program.
    @Test func flatMapStopsWhenUpstreamFailsDuringAChildsCancellation() async {
        await #expect(processExitsWith: .failure) {
            let outer = RecordingPublisher<AnyPublisher<Int, Oops>, Oops>()
            outer.flatMap { $0 }.subscribe(RecordingSubscriber<Int, Oops>(demand: .unlimited))
            let child = Empty<Int, Oops>(completeImmediately: false)
                .handleEvents(receiveCancel: { outer.send(completion: .failure(Oops())) })
            outer.send(child.eraseToAnyPublisher())
            outer.send(completion: .failure(Oops()))
        }
    }

    /// `subscribe(on:)` holds a lock while it asks upstream: an upstream that
    /// requests again from inside its request (on a scheduler that runs work
    /// at once) stops the program; a cancel from inside its cancel does not.
    @Test func subscribeOnStopsOnARecursiveRequest() async {
        await #expect(processExitsWith: .failure) {
            let subscriber = RecordingSubscriber<Int, Never>(demand: .none)
            let upstream = Empty<Int, Never>(completeImmediately: false)
                .handleEvents(receiveRequest: { _ in subscriber.subscription?.request(.unlimited) })
            upstream.subscribe(on: ImmediateScheduler.shared).subscribe(subscriber)
            subscriber.subscription?.request(.max(1))
        }
        let subscriber = RecordingSubscriber<Int, Never>(demand: .none)
        let log = EventLog()
        Empty<Int, Never>(completeImmediately: false)
            .handleEvents(receiveCancel: {
                log.append("cancel")
                subscriber.subscription?.cancel()
            })
            .subscribe(on: ImmediateScheduler.shared).subscribe(subscriber)
        subscriber.subscription?.cancel()
        #expect(log.events == ["cancel"])
    }

    /// `timeout` starts its clock while it holds its lock: on a scheduler
    /// that runs the clock's action at once, subscribing stops the program.
    @Test func timeoutOnTheImmediateSchedulerStops() async {
        await #expect(processExitsWith: .failure) {
            RecordingPublisher<Int, Never>()
                .timeout(.nanoseconds(10), scheduler: ImmediateScheduler.shared)
                .subscribe(RecordingSubscriber<Int, Never>(demand: .none))
        }
    }

    /// `drop(untilOutputFrom:)` counts the values it drops against the
    /// subscriber's demand: one dropped with no demand stops the program (here
    /// after the trigger finished without publishing, and before upstream's
    /// subscription).
    @Test func dropUntilOutputStopsOnADroppedValueNobodyAskedFor() async {
        await #expect(processExitsWith: .failure) {
            let upstream = RecordingPublisher<Int, Oops>()
            upstream.drop(untilOutputFrom: Empty<Void, Oops>()).subscribe(RecordingSubscriber<Int, Oops>(demand: .none))
            upstream.send(0)
        }
        await #expect(processExitsWith: .failure) {
            let upstream = SilentPublisher<Int, Never>()
            upstream.drop(untilOutputFrom: Empty<Int, Never>()).subscribe(
                RecordingSubscriber<Int, Never>(demand: .none))
            _ = upstream.subscriber?.receive(42)
        }
    }
}
