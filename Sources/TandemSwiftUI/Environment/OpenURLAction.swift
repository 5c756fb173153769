public import Foundation
import TandemSupport

/// Opens a URL: what `Link` and `@Environment(\.openURL)` call.
///
/// The default action hands the URL to `xdg-open` when a desktop session is
/// present and reports it otherwise (headless, there is nothing to open it
/// with). Replace it with `.environment(\.openURL, OpenURLAction { ... })`.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let kind: Int
        let url: URL?

        /// The handler opened the URL.
        public static let handled = Result(kind: 0, url: nil)
        /// The handler ignored the URL.
        public static let discarded = Result(kind: 1, url: nil)
        /// The system should open the URL.
        public static let systemAction = Result(kind: 2, url: nil)
        /// The system should open another URL.
        public static func systemAction(_ url: URL) -> Result { Result(kind: 2, url: url) }
    }

    let handler: (URL) -> Result

    /// An action that calls `handler`.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) {
        let result = handler(url)
        if result.kind == 2 { OpenURLAction.systemOpen(result.url ?? url) }
    }

    /// Opens `url` and reports whether it was accepted.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        let result = handler(url)
        if result.kind == 2 { OpenURLAction.systemOpen(result.url ?? url) }
        completion(result.kind != 1)
    }

    static var system: OpenURLAction { OpenURLAction { _ in .systemAction } }

    private static func systemOpen(_ url: URL) {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil,
            FileManager.default.isExecutableFile(atPath: "/usr/bin/xdg-open")
        else {
            Diagnostics.report("SwiftUI", "openURL(\(url)): no desktop session to open it with; ignored.")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdg-open")
        process.arguments = [url.absoluteString]
        do { try process.run() } catch { Diagnostics.report("SwiftUI", "openURL(\(url)): \(error)") }
    }
}

extension EnvironmentValues {
    private struct OpenURLKey: EnvironmentKey {
        static var defaultValue: OpenURLAction { .system }
    }

    /// Opens URLs for links and for your code.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
