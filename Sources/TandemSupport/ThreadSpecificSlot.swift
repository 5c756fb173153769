#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One object per thread, in a POSIX thread-specific slot: a read is a
/// load, where `Thread.current`'s dictionary bridges, hashes and casts.
///
/// The slot holds a retain of each thread's object, given back when the
/// object is replaced or when the thread exits. Made once, for the life of
/// the process (a process has 1,024 keys on glibc; a slot is never deleted).
package final class ThreadSpecificSlot<Object: AnyObject>: Sendable {
    private let key: pthread_key_t

    /// A new slot; `purpose` names it in the message if the process has no key left.
    package init(_ purpose: String) {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { object in
            // The destructor cannot know `Object`: a Swift class instance
            // is released as any object.
            guard let object else { return }
            Unmanaged<AnyObject>.fromOpaque(object).release()
        }
        precondition(status == 0, "Tandem could not create the thread-specific slot for \(purpose) (error \(status))")
        self.key = key
    }

    /// This thread's object, nil when none was set.
    package var value: Object? {
        get {
            guard let raw = pthread_getspecific(key) else { return nil }
            return Unmanaged<Object>.fromOpaque(raw).takeUnretainedValue()
        }
        set {
            let old = pthread_getspecific(key)
            let new = newValue.map { Unmanaged.passRetained($0).toOpaque() }
            guard pthread_setspecific(key, new) == 0 else {
                // The slot still holds the old object: keep it, drop the new one.
                if let new { Unmanaged<Object>.fromOpaque(new).release() }
                return
            }
            if let old { Unmanaged<Object>.fromOpaque(old).release() }
        }
    }
}
