import Foundation

/// Where the system clipboard lives when a display provides one.
@preconcurrency @MainActor
enum ClipboardBridge {
    /// Reads the display's clipboard (nil: the display has none).
    static var read: (() -> String?)?
    /// Writes the display's clipboard.
    static var write: ((String?) -> Void)?
}
