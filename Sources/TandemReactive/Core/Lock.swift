import TandemSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A plain non-recursive lock guarding state stored beside it (values such as
/// subscriptions that are not `Sendable`).
///
/// A pthread mutex rather than `Synchronization.Mutex`: Thread Sanitizer
/// intercepts pthread locking, so it sees the ordering these locks provide.
///
/// Taking it again on the thread that holds it stops the program instead of
/// hanging, as Combine's `os_unfair_lock` does: a closure that re-enters its
/// operator while the operator holds its lock (a `buffer`'s `whenFull` error
/// closure sending upstream, say) crashes on Apple's systems too.
@usableFromInline
final class Lock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline init() {
        mutex = ErrorCheckingMutex.make()
    }

    deinit {
        ErrorCheckingMutex.destroy(mutex)
    }

    @inlinable func withLock<T>(_ body: () throws -> T) rethrows -> T {
        if pthread_mutex_lock(mutex) == EDEADLK {
            fatalError("Trying to recursively lock a lock (a Combine operator re-entered while it holds its lock)")
        }
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
