import Foundation
import TandemGraphics
import Testing

@testable import TandemUIKit

/// Each thread has its own current drawing context, and a thread that
/// exits with contexts still pushed gives them back.
@Suite struct GraphicsContextStackTests {
    /// What the thread saw, written before it exits and read after it is joined.
    private final class Observation: @unchecked Sendable {
        var sawMainContext = true
        var ownContextWasCurrent = false
        weak var leftOpen: CGContext?
    }

    @Test @MainActor func aThreadSeesOnlyItsOwnContextsAndItsExitReleasesThoseLeftOpen() throws {
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        defer { UIGraphicsEndImageContext() }
        let mainContext = try #require(UIGraphicsGetCurrentContext())
        let observation = Observation()
        let mainID = ObjectIdentifier(mainContext)
        POSIXThread.runAndJoin {
            observation.sawMainContext = UIGraphicsGetCurrentContext() != nil
            // Opened and never closed: the thread's exit must release it.
            UIGraphicsBeginImageContext(CGSize(width: 8, height: 8))
            let own = UIGraphicsGetCurrentContext()
            observation.leftOpen = own
            if let own { observation.ownContextWasCurrent = ObjectIdentifier(own) != mainID }
        }
        #expect(!observation.sawMainContext)
        #expect(observation.ownContextWasCurrent)
        #expect(observation.leftOpen == nil)
        // The main thread's stack is untouched.
        #expect(UIGraphicsGetCurrentContext() === mainContext)
    }
}
