import Foundation

/// How lines of text are aligned horizontally, with UIKit's cases and raw values.
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Aligned to the left edge.
    case left = 0
    /// Centered.
    case center = 1
    /// Aligned to the right edge.
    case right = 2
    /// Stretched to both edges, except the last line of a paragraph.
    case justified = 3
    /// Left for left-to-right text, right for right-to-left text.
    case natural = 4
}

/// How text that does not fit is wrapped or truncated, with UIKit's cases and raw values.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Wrap at word boundaries (long words still break between characters).
    case byWordWrapping = 0
    /// Wrap between characters.
    case byCharWrapping = 1
    /// Do not draw past the edge.
    case byClipping = 2
    /// Replace the start of the last line with an ellipsis.
    case byTruncatingHead = 3
    /// Replace the end of the last line with an ellipsis.
    case byTruncatingTail = 4
    /// Replace the middle of the last line with an ellipsis.
    case byTruncatingMiddle = 5
}

/// Underline and strikethrough styles, with UIKit's raw values.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a style from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}
