import Foundation

/// The clipboard text is copied to and pasted from.
///
/// ``general`` is the system clipboard: in a desktop window it is the
/// display's clipboard (shared with other applications), headless it is
/// kept in memory. Main actor only.
@preconcurrency @MainActor
open class UIPasteboard {
    /// The system clipboard.
    public static let general = UIPasteboard()

    private var storedString: String?

    /// Creates a pasteboard.
    init() {}

    /// The text on the pasteboard, or nil.
    open var string: String? {
        get { ClipboardBridge.read?() ?? storedString }
        set {
            storedString = newValue
            ClipboardBridge.write?(newValue)
        }
    }

    /// Whether the pasteboard holds text.
    open var hasStrings: Bool { !(string ?? "").isEmpty }
}
