// A stand-in for Apple's OSLog, which Linux does not have (an edit Linux
// forces): apps that log through `Logger` print to standard error instead
// of the unified log. Part of scripts/check-swiftui-apps.sh, not of Tandem.
import Foundation

/// Apple's `Logger`, writing each message to standard error with its level.
public struct Logger: Sendable {
    private let prefix: String

    public init(subsystem: String, category: String) { prefix = "\(subsystem) [\(category)]" }

    public func log(_ message: String) { write("log", message) }
    public func debug(_ message: String) { write("debug", message) }
    public func info(_ message: String) { write("info", message) }
    public func notice(_ message: String) { write("notice", message) }
    public func warning(_ message: String) { write("warning", message) }
    public func error(_ message: String) { write("error", message) }
    public func fault(_ message: String) { write("fault", message) }

    private func write(_ level: String, _ message: String) {
        FileHandle.standardError.write(Data("\(prefix) \(level): \(message)\n".utf8))
    }
}
