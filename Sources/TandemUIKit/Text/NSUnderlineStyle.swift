import Foundation
import TandemGraphics

/// Underline and strikethrough styles, the values of the `.underlineStyle`
/// and `.strikethroughStyle` attributes.
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

    /// The same style for TandemGraphics' text layout.
    var textUnderlineStyle: TextUnderlineStyle { TextUnderlineStyle(rawValue: rawValue) }
}
