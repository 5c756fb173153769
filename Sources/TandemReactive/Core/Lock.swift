#if canImport(Glibc)
import Glibc
#endif

/// A plain non-recursive lock guarding state stored beside it (values such as
/// subscriptions that are not `Sendable`).
///
/// A pthread mutex rather than `Synchronization.Mutex`: Thread Sanitizer
/// intercepts pthread locking, so it sees the ordering these locks provide.
@usableFromInline
final class Lock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inlinable func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
