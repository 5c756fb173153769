import Foundation
import TandemGraphics
import Testing

@testable import TandemUIKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Each thread has its own current drawing context, and a thread that
/// exits with contexts still pushed gives them back.
@Suite struct GraphicsContextStackTests {
    /// What the thread saw, written before it exits and read after it is joined.
    private final class Observation: @unchecked Sendable {
        var sawMainContext = true
        var ownContextWasCurrent = false
        weak var leftOpen: CGContext?
    }

    private final class Body: @unchecked Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Runs `body` on a new POSIX thread and joins it, so that the
    /// thread's exit (and its thread-specific destructors) have run on return.
    private static func runOnThreadAndJoin(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Body(body))
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { argument in
                Unmanaged<Body>.fromOpaque(argument!).takeRetainedValue().run()
                return nil
            }, box.toOpaque())
        #expect(status == 0)
        guard status == 0 else {
            box.release()
            return
        }
        pthread_join(thread, nil)
    }

    @Test @MainActor func aThreadSeesOnlyItsOwnContextsAndItsExitReleasesThoseLeftOpen() throws {
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        defer { UIGraphicsEndImageContext() }
        let mainContext = try #require(UIGraphicsGetCurrentContext())
        let observation = Observation()
        let mainID = ObjectIdentifier(mainContext)
        Self.runOnThreadAndJoin {
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
