#if canImport(Glibc)
    import Glibc
#endif

/// Makes and ends the pthread mutexes Tandem's locks hold (TandemReactive's
/// `Lock`, ``LockedValue``): error-checking, so that taking one again on the
/// thread that holds it returns `EDEADLK` (the locks then stop the program)
/// instead of hanging; pthread rather than `Synchronization.Mutex`, so that
/// ThreadSanitizer sees the ordering they give.
package enum ErrorCheckingMutex {
    /// A new, initialized mutex; end it with ``destroy(_:)``.
    package static func make() -> UnsafeMutablePointer<pthread_mutex_t> {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return mutex
    }

    /// Ends and frees a mutex ``make()`` made (no thread may hold it).
    package static func destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
}
