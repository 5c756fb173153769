import Foundation

/// How lines of text are aligned horizontally, with the cases and raw values of UIKit's `NSTextAlignment`.
public enum TextAlignment: Int, Sendable, Hashable {
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
