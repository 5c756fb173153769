import Testing

@testable import TandemSupport

/// A thread-specific slot keeps one object per thread, and gives each back
/// when it is replaced or its thread exits.
@Suite struct ThreadSpecificSlotTests {
    private final class Token {}

    /// What the other thread saw, written before it exits and read after it is joined.
    private final class Observation: @unchecked Sendable {
        var sawValue = true
        var ownWasKept = false
        weak var left: Token?
    }

    @Test func eachThreadHasItsOwnObjectReleasedWhenReplacedOrAtExit() {
        let slot = ThreadSpecificSlot<Token>("a test")
        #expect(slot.value == nil)
        weak var first: Token?
        weak var second: Token?
        do {
            let a = Token(), b = Token()
            first = a
            second = b
            slot.value = a
            #expect(slot.value === a)
            slot.value = b
        }
        #expect(first == nil)
        #expect(second != nil && slot.value === second)
        let observation = Observation()
        POSIXThread.runAndJoin {
            observation.sawValue = slot.value != nil
            let own = Token()
            slot.value = own
            observation.ownWasKept = slot.value === own
            observation.left = own
        }
        #expect(!observation.sawValue)
        #expect(observation.ownWasKept)
        #expect(observation.left == nil)
        slot.value = nil
        #expect(second == nil)
    }
}
