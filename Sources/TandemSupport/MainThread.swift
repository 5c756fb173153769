import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Whether the caller runs on the main actor's queue.
///
/// On Linux the main actor is the main dispatch queue, which Swift Testing
/// drains on a thread other than the process's first, so `isMainThread`
/// alone would call every test's writes "background" writes.
package enum MainThread {
    private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// Per thread: whether it is the process's first thread, once asked
    /// (`nil` until then; 1 for the first thread, 2 for any other).
    private static let threadKind: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// True on the main thread or inside work the main queue runs.
    package static var isCurrent: Bool {
        isFirstThread || DispatchQueue.getSpecific(key: key) != nil
    }

    /// Whether this is the process's first thread, asked of Foundation once
    /// per thread: `Thread.isMainThread` makes two system calls on Linux
    /// (the process's and the thread's ids), which layout paid per row when
    /// it checked where it ran. A thread stays what it is for its life, and
    /// a thread-specific value dies with its thread.
    private static var isFirstThread: Bool {
        if let known = pthread_getspecific(threadKind) { return Int(bitPattern: known) == 1 }
        let first = Thread.isMainThread
        pthread_setspecific(threadKind, UnsafeRawPointer(bitPattern: first ? 1 : 2))
        return first
    }
}
