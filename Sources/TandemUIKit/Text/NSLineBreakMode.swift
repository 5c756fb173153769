import Foundation
import TandemGraphics

/// How text that does not fit is wrapped or truncated.
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

    /// The same mode for TandemGraphics' text layout.
    var textLineBreakMode: TextLineBreakMode { TextLineBreakMode(rawValue: rawValue) ?? .byWordWrapping }
}
