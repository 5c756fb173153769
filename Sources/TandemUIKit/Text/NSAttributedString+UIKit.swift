public import Foundation
import TandemGraphics

// UIKit's attribute keys and paragraph style, which Foundation on Linux does
// not define, and the conversion of attributed strings to TandemGraphics text.

extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the glyphs.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A number of points added after each character.
    public static let kern = NSAttributedString.Key("NSKern")
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

/// A paragraph style whose settings can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The alignment of lines.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// How lines break and truncate.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// Extra space between lines.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
}

/// Attributed strings as TandemGraphics draws them.
@preconcurrency @MainActor
enum AttributedTextConversion {
    /// `string`'s runs with UIKit attributes turned into ``TextAttributes``;
    /// missing attributes take `font` and `color`. The first paragraph style wins.
    static func convert(_ string: NSAttributedString, font: UIFont, color: UIColor, traits: UITraitCollection)
        -> (text: AttributedText, paragraph: NSParagraphStyle?)
    {
        let base = TextAttributes(font: font.textFont, foregroundColor: color.resolvedColor(with: traits).cgColor)
        var text = AttributedText(string.string, attributes: base)
        var paragraph: NSParagraphStyle?
        let length = string.length
        guard length > 0 else { return (text, nil) }
        string.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            guard !attributes.isEmpty else { return }
            text.modifyAttributes(in: range.location..<(range.location + range.length)) { a in
                if let f = attributes[.font] as? UIFont { a.font = f.textFont }
                if let c = attributes[.foregroundColor] as? UIColor { a.foregroundColor = c.resolvedColor(with: traits).cgColor }
                if let c = attributes[.backgroundColor] as? UIColor { a.backgroundColor = c.resolvedColor(with: traits).cgColor }
                if let k = attributes[.kern] as? CGFloat { a.kern = k } else if let k = attributes[.kern] as? Double { a.kern = CGFloat(k) }
                if let u = attributes[.underlineStyle] as? Int { a.underlineStyle = NSUnderlineStyle(rawValue: u) }
                if let c = attributes[.underlineColor] as? UIColor { a.underlineColor = c.resolvedColor(with: traits).cgColor }
                if let s = attributes[.strikethroughStyle] as? Int { a.strikethroughStyle = NSUnderlineStyle(rawValue: s) }
                if let c = attributes[.strikethroughColor] as? UIColor { a.strikethroughColor = c.resolvedColor(with: traits).cgColor }
            }
            if paragraph == nil, let style = attributes[.paragraphStyle] as? NSParagraphStyle { paragraph = style }
        }
        return (text, paragraph)
    }
}
