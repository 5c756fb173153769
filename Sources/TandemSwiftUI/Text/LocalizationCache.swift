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
    /// The bundle asked for last, with its path: `bundlePath` builds a URL
    /// and a string on every call, and nearly every lookup is in the same
    /// bundle (`.main`). One bundle is held, not all: a caller may make a
    /// new `Bundle` object for the same path on every call.
    private var lastBundle: (bundle: Bundle, path: String)?

    /// The main bundle's translations of keys in its default table, by key
    /// alone: a title or label given no bundle (a `Button("x")` in each row,
    /// made by every evaluation of its row) is found without reading
    /// `Bundle.main` and hashing its path with the key.
    private var mainFormats: [String: String] = [:]

    /// The translation of `key` in `table` of the main bundle, or `key` itself.
    func mainBundleFormat(for key: String, table: String?) -> String {
        guard table == nil else { return format(for: key, table: table, bundle: .main) }
        lock.lock()
        if let known = mainFormats[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let format = format(for: key, table: nil, bundle: .main)
        lock.lock()
        mainFormats[key] = format
        lock.unlock()
        return format
    }

    /// The translation of `key` in `table` of `bundle`, or `key` itself.
    func format(for key: String, table: String?, bundle: Bundle) -> String {
        lock.lock()
        let path: String
        if let last = lastBundle, last.bundle === bundle {
            path = last.path
        } else {
            lock.unlock()
            path = bundle.bundlePath
            lock.lock()
            lastBundle = (bundle, path)
        }
        let cacheKey = Key(bundlePath: path, table: table, key: key)
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
