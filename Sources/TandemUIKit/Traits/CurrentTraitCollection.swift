import TandemSupport

/// `UITraitCollection.current`'s storage: one value per thread, as on iOS,
/// in a POSIX thread-specific slot.
///
/// Every `layoutSubviews` and `draw(_:)` sets and restores it. The thread
/// dictionary (Foundation's per-thread store) bridged both values to
/// Objective-C objects on each write, and asking whether this is the main
/// thread costs two system calls on Linux; a thread-specific slot is a load.
enum CurrentTraitCollection {
    /// The slot; each thread's value is released when it is replaced or when the thread ends.
    private static let slot = ThreadSpecificSlot<UITraitCollection>("UITraitCollection.current")

    /// This thread's collection, nil when none was set.
    static var value: UITraitCollection? {
        get { slot.value }
        set { slot.value = newValue }
    }
}
