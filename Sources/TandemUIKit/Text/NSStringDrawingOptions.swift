import Foundation

/// Options for measuring and drawing strings.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The options as bits, with UIKit's values.
    public let rawValue: Int
    /// Creates options from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wrap at the given width (without it, text is measured on one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for line height (accepted; Pango's line height is used).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph bounds instead of typographic bounds (accepted; typographic bounds are used).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last visible line.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

// UIKit's string drawing and measuring: `NSString` and `NSAttributedString`
// drawn into the current context with Pango.
