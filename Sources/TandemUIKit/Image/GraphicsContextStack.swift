import Foundation
import TandemGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The per-thread stack of current drawing contexts behind
/// `UIGraphicsGetCurrentContext()`.
///
/// Each thread has its own, kept in a POSIX thread-specific slot: every
/// view drawn looks it up three times (its `draw(_:)` pushes a context, a
/// label asks for it, the push is popped), and `Thread.current`'s
/// dictionary, which held it before, cost a string's bridging, a hash and
/// a dynamic cast each time (a tenth of a table's frame when scrolling).
final class GraphicsContextStack {
    var contexts: [CGContext] = []
    /// Image contexts opened by `UIGraphicsBeginImageContextWithOptions`, with their scale.
    var imageContexts: [(context: CGContext, scale: CGFloat)] = []

    /// The slot of each thread's stack. The slot holds a retain of the
    /// stack, made with the stack on the thread's first use; the key's
    /// destructor gives it back when the thread exits (with the contexts
    /// the thread left pushed).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { stack in
            guard let stack else { return }
            Unmanaged<GraphicsContextStack>.fromOpaque(stack).release()
        }
        // Only exhausting the process's keys (1,024 on glibc) fails here;
        // nothing could keep a thread's contexts then.
        precondition(status == 0, "pthread_key_create failed (\(status)): no thread-specific key is left")
        return key
    }()

    /// This thread's stack, made empty on its first use.
    static var current: GraphicsContextStack {
        if let stack = pthread_getspecific(key) {
            return Unmanaged<GraphicsContextStack>.fromOpaque(stack).takeUnretainedValue()
        }
        let stack = GraphicsContextStack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }
}
