public import Foundation
import TandemGraphics

extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the glyphs.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A number of points added after each character.
    public static let kern = NSAttributedString.Key("NSKern")
    /// A number of points the glyphs are raised above the baseline (negative
    /// lowers them); the line's height follows the moved glyphs.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// An `NSUnderlineStyle` raw value (`Int`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the underline.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` raw value for a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `UIColor` for the strikethrough.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
