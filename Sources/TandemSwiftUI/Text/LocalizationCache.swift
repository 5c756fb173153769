import Foundation

/// Translations looked up once: a bundle's strings do not change while the
/// process runs, and `Bundle.localizedString(forKey:value:table:)` costs a
/// table lookup and string bridging each time (a list of buttons titled
/// "Delete" looked it up once per row, on every evaluation).
final class LocalizationCache: @unchecked Sendable {
    static let shared = LocalizationCache()

    private struct Key: Hashable {
        let bundlePath: String
        let table: String?
        let key: String
    }

    private let lock = NSLock()
    private var formats: [Key: String] = [:]

    /// The translation of `key` in `table` of `bundle`, or `key` itself.
    func format(for key: String, table: String?, bundle: Bundle) -> String {
        let cacheKey = Key(bundlePath: bundle.bundlePath, table: table, key: key)
        lock.lock()
        if let known = formats[cacheKey] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let format = bundle.localizedString(forKey: key, value: key, table: table)
        lock.lock()
        formats[cacheKey] = format
        lock.unlock()
        return format
    }
}
