import Foundation
import TandemSupport
import Testing

/// `MainThread.isCurrent`, which UIKit and the graph ask to tell main-actor
/// work from writes made elsewhere: true on the main actor, false on other
/// threads, each thread's answer kept for its life and not lent to the
/// next thread.
@Suite struct MainThreadTests {
    /// Asks twice on a new thread (the second answer is the one kept).
    private static func askedOnANewThread() async -> [Bool] {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let answers = [MainThread.isCurrent, MainThread.isCurrent]
                continuation.resume(returning: answers)
            }
        }
    }

    @MainActor @Test func theMainActorIsCurrentAndOtherThreadsAreNot() async {
        #expect(MainThread.isCurrent)
        #expect(await Self.askedOnANewThread() == [false, false])
        #expect(MainThread.isCurrent)
        // Threads that come after one that was asked start unasked, and are not the main one either.
        for _ in 0..<3 { #expect(await Self.askedOnANewThread() == [false, false]) }
        // Work the main queue runs is main-actor work, on whichever thread drains it.
        let onMainQueue = await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume(returning: MainThread.isCurrent) }
        }
        #expect(onMainQueue)
    }
}
