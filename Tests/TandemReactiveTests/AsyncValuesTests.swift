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
        let iterator = upstream.values.makeAsyncIterator()
        async let first: Int? = { var copy = iterator; return await copy.next() }()
        async let second: Int? = { var copy = iterator; return await copy.next() }()
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
        let waiting = Task { () -> Int? in var copy = iterator; return try await copy.next() }
        let other = Task { () -> Int? in var copy = iterator; return try await copy.next() }
        #expect(await waitFor(2, "upstream0 request", in: upstream.log))
        waiting.cancel()
        #expect(try await waiting.value == nil)
        #expect(try await other.value == nil)
        #expect(upstream.events.contains("upstream0 cancel"))
        var copy = iterator
        #expect(try await copy.next() == nil)
    }

    @Test func aFailureIsThrownToEveryWaitingCall() async {
        let upstream = RecordingPublisher<Int, Oops>()
        let iterator = upstream.values.makeAsyncIterator()
        let tasks = (0..<3).map { _ in Task { () -> Int? in var copy = iterator; return try await copy.next() } }
        #expect(await waitFor(3, "upstream0 request", in: upstream.log))
        upstream.send(completion: .failure(Oops()))
        for task in tasks {
            await #expect(throws: Oops.self) { try await task.value }
        }
    }
}
