#if canImport(Glibc)
    import Glibc
#endif

/// A value several threads share, guarded by a pthread mutex: what
/// `Synchronization.Mutex` does, with an ordering ThreadSanitizer can see.
///
/// ThreadSanitizer intercepts pthread locking; `Mutex` on Linux waits on a
/// futex inside the standard library, which it does not see, so every access
/// `Mutex` orders is reported as a race (`scripts/sanitizers.sh`). The
/// lock is not recursive: taking it again on the thread that holds it stops
/// the program instead of hanging.
package final class LockedValue<Value>: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = ErrorCheckingMutex.make()
    }

    deinit {
        ErrorCheckingMutex.destroy(mutex)
    }

    /// Runs `body` with the value, holding the lock.
    @inlinable package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        if pthread_mutex_lock(mutex) == EDEADLK {
            fatalError("A LockedValue was locked again by the thread that holds it")
        }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
