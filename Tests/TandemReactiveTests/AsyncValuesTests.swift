import Combine
import Foundation
import Testing

/// `values` (`AsyncPublisher`, `AsyncThrowingPublisher`) with several
/// waiting `next()` calls and task cancellation.
@Suite struct AsyncValuesTests {
    struct Oops: Error {}

    /// Waits (at most two seconds) until `log` has `count` entries starting with `prefix`.
    func waitFor(_ count: Int, _ prefix: String, in log: EventLog) async -> Bool {
        for _ in 0..<200 {
            if log.events.filter({ $0.hasPrefix(prefix) }).count >= count { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return false
    }

    @Test func concurrentNextCallsEachRequestOneValueAndEachGetOne() async {
        let upstream = RecordingPublisher<Int, Never>()
        // Shared by two child tasks on purpose: what is tested is that
        // concurrent `next()` calls on copies of one iterator are safe,
        // which its (non-Sendable) type cannot state.
        nonisolated(unsafe) let iterator = upstream.values.makeAsyncIterator()
        async let first: Int? = {
            var copy = iterator; return await copy.next()
        }()
        async let second: Int? = {
            var copy = iterator; return await copy.next()
        }()
        #expect(await waitFor(2, "upstream0 request max(1)", in: upstream.log))
        upstream.send(1)
        upstream.send(2)
        let received = await [first, second].compactMap { $0 }.sorted()
        #expect(received == [1, 2])
        upstream.send(completion: .finished)
        var copy = iterator
        #expect(await copy.next() == nil)
    }

    @Test func cancellingAWaitingTaskEndsEveryWaitingCallAndCancelsUpstream() async throws {
        let upstream = RecordingPublisher<Int, Oops>()
        let iterator = upstream.values.makeAsyncIterator()
        let waiting = Task { () -> Int? in
            var copy = iterator; return try await copy.next()
        }
        let other = Task { () -> Int? in
            var copy = iterator; return try await copy.next()
        }
        #expect(await waitFor(2, "upstream0 request", in: upstream.log))
        waiting.cancel()
        #expect(try await waiting.value == nil)
        #expect(try await other.value == nil)
        #expect(upstream.events.contains("upstream0 cancel"))
        var copy = iterator
        #expect(try await copy.next() == nil)
    }

    /// As recorded of Combine: the failure goes to one waiting call, the
    /// others end with nil, and so does every later call.
    @Test func aFailureIsThrownToOneWaitingCallAndTheOthersEnd() async throws {
        let upstream = RecordingPublisher<Int, Oops>()
        let iterator = upstream.values.makeAsyncIterator()
        let tasks = (0..<3).map { _ in
            Task { () -> Int? in
                var copy = iterator; return try await copy.next()
            }
        }
        #expect(await waitFor(3, "upstream0 request", in: upstream.log))
        upstream.send(completion: .failure(Oops()))
        var thrown = 0
        var ended = 0
        for task in tasks {
            do {
                if try await task.value == nil { ended += 1 }
            } catch {
                thrown += 1
            }
        }
        #expect(thrown == 1 && ended == 2)
        var copy = iterator
        #expect(try await copy.next() == nil)
    }

    /// A failure that arrives while no call waits is thrown by the next call;
    /// the call after it ends with nil.
    @Test func aFailureWithNoCallWaitingIsThrownByTheNextCall() async throws {
        let upstream = RecordingPublisher<Int, Oops>()
        var iterator = upstream.values.makeAsyncIterator()
        upstream.send(completion: .failure(Oops()))
        await #expect(throws: Oops.self) { try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }

    /// A value before the subscription ends every waiting call with nil, and
    /// the calls' demand is requested when the subscription comes.
    @Test func aValueBeforeTheSubscriptionEndsTheWaitingCalls() async throws {
        let upstream = SilentPublisher<Int, Never>()
        let iterator = upstream.values.makeAsyncIterator()
        let tasks = (0..<2).map { _ in
            Task { () -> Int? in
                var copy = iterator; return await copy.next()
            }
        }
        try await Task.sleep(nanoseconds: 20_000_000)
        #expect(upstream.subscriber?.receive(42) == Subscribers.Demand.none)
        for task in tasks { #expect(await task.value == nil) }
        let subscription = RecordingSubscription(log: EventLog(), name: "late")
        upstream.subscriber?.receive(subscription: subscription)
    }

    /// The iterator's subscriber is `Cancellable`, as Combine's is: cancelling
    /// it cancels upstream and ends waiting calls with nil.
    @Test func theSubscriberItselfCanBeCancelled() async throws {
        let upstream = SilentPublisher<Int, Never>()
        let iterator = upstream.values.makeAsyncIterator()
        let subscription = RecordingSubscription(log: EventLog(), name: "upstream")
        upstream.subscriber?.receive(subscription: subscription)
        let task = Task { () -> Int? in
            var copy = iterator; return await copy.next()
        }
        try await Task.sleep(nanoseconds: 20_000_000)
        let cancellable = try #require(upstream.erased as? Cancellable)
        cancellable.cancel()
        cancellable.cancel()
        #expect(await task.value == nil)
    }

    /// A value no call asked for stops the program, as in Combine (nothing is buffered).
    @Test func aValueNoCallAskedForStops() async {
        await #expect(processExitsWith: .failure) {
            let upstream = SilentPublisher<Int, Never>()
            _ = upstream.values.makeAsyncIterator()
            upstream.subscriber?.receive(subscription: RecordingSubscription(log: EventLog(), name: "upstream"))
            _ = upstream.subscriber?.receive(1)
        }
    }
}
