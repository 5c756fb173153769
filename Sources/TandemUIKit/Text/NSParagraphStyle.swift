public import Foundation
import TandemGraphics

/// Paragraph settings of attributed text: alignment, line breaking, line spacing.
open class NSParagraphStyle: @unchecked Sendable {
    /// The alignment of lines.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// How lines break and truncate.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between lines.
    open internal(set) var lineSpacing: CGFloat = 0

    /// The default style.
    public init() {}

    /// The default style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

// UIKit's attribute keys and paragraph style, which Foundation on Linux does
// not define, and the conversion of attributed strings to TandemGraphics text.
