import Foundation

/// Every call a recording publisher or subscriber saw, in order, as short
/// strings ("request max(1)", "value 3", "finished", "cancel"), so a test
/// states the whole conversation in one array. Thread-safe.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    func append(_ entry: String) {
        lock.lock()
        entries.append(entry)
        lock.unlock()
    }

    var events: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    func clear() {
        lock.lock()
        entries = []
        lock.unlock()
    }
}
