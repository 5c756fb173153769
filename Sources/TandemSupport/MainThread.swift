import Dispatch
import Foundation

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

    /// True on the main thread or inside work the main queue runs.
    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil
    }
}
