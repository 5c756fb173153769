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

    /// The diagnostics recorded so far (the most recent few hundred), oldest first.
    package static var messages: [String] {
        recent.withLock { $0 }
    }
}
