#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `UITraitCollection.current`'s storage: one value per thread, as on iOS,
/// in a POSIX thread-specific slot.
///
/// Every `layoutSubviews` and `draw(_:)` sets and restores it. The thread
/// dictionary (Foundation's per-thread store) bridged both values to
/// Objective-C objects on each write, and asking whether this is the main
/// thread costs two system calls on Linux; a thread-specific slot is a load.
enum CurrentTraitCollection {
    /// The slot; each thread's value is a retained collection, released
    /// when it is replaced or when the thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { value in
            guard let value else { return }
            Unmanaged<UITraitCollection>.fromOpaque(value).release()
        }
        precondition(status == 0, "Tandem could not create the thread-specific slot for UITraitCollection.current")
        return key
    }()

    /// This thread's collection, nil when none was set.
    static var value: UITraitCollection? {
        get {
            guard let raw = pthread_getspecific(key) else { return nil }
            return Unmanaged<UITraitCollection>.fromOpaque(raw).takeUnretainedValue()
        }
        set {
            let old = pthread_getspecific(key)
            let new = newValue.map { Unmanaged.passRetained($0).toOpaque() }
            guard pthread_setspecific(key, new) == 0 else {
                // The slot still holds the old value: keep it, drop the new one.
                if let new { Unmanaged<UITraitCollection>.fromOpaque(new).release() }
                return
            }
            if let old { Unmanaged<UITraitCollection>.fromOpaque(old).release() }
        }
    }
}
