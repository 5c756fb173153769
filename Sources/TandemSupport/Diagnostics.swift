import Foundation
import Synchronization

/// Tandem's one channel for recoverable misuse: bad sizes, unsupported
/// formats, out-of-range text ranges. Each report is written to standard error
/// (unless `TANDEM_QUIET` is set) and kept in a short ring so tests can assert
/// that a recovery was reported rather than silent.
package enum Diagnostics {
    private static let recent = Mutex<[String]>([])
    private static let capacity = 256
    private static let quiet = ProcessInfo.processInfo.environment["TANDEM_QUIET"] != nil

    /// Records and prints one diagnostic line, prefixed with its area.
    package static func report(_ area: String, _ message: String) {
        let line = "[Tandem \(area)] \(message)"
        recent.withLock { lines in
            if lines.count == capacity { lines.removeFirst(capacity / 2) }
            lines.append(line)
        }
        if !quiet {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// Reports `message` the first time `id` is reported in the process:
    /// for misuse that, once made, is usually made many times over.
    package static func reportOnce(_ area: String, id: String, _ message: @autoclosure () -> String) {
        guard reported.withLock({ $0.insert(id).inserted }) else { return }
        report(area, message())
    }

    private static let reported = Mutex<Set<String>>([])

    /// Whether ``reportOnce(_:id:_:)`` reported `id` (its message may have
    /// left ``messages`` since).
    package static func wasReported(id: String) -> Bool {
        reported.withLock { $0.contains(id) }
    }

    /// The diagnostics recorded so far (the most recent few hundred), oldest first.
    package static var messages: [String] {
        recent.withLock { $0 }
    }
}
