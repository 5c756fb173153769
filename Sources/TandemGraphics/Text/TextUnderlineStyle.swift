import Foundation

/// Underline and strikethrough styles, with the raw values of UIKit's `NSUnderlineStyle`.
public struct TextUnderlineStyle: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a style from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = TextUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = TextUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = TextUnderlineStyle(rawValue: 0x09)
}
