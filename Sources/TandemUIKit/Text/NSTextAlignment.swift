import Foundation
import TandemGraphics

/// How lines of text are aligned horizontally.
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

    /// The same alignment for TandemGraphics' text layout.
    var textAlignment: TextAlignment { TextAlignment(rawValue: rawValue) ?? .natural }
}
