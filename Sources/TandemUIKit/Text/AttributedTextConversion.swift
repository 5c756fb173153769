import Foundation
import TandemGraphics

/// Attributed strings as TandemGraphics draws them.
@preconcurrency @MainActor
enum AttributedTextConversion {
    /// `string`'s runs with UIKit attributes turned into ``TextAttributes``;
    /// missing attributes take `font` and `color`. The first paragraph style wins.
    static func convert(
        _ string: NSAttributedString, font: UIFont, color: UIColor, traits: UITraitCollection, fontScale: CGFloat = 1
    ) -> (text: AttributedText, paragraph: NSParagraphStyle?) {
        let base = TextAttributes(font: font.textFont, foregroundColor: color.resolvedColor(with: traits).cgColor)
        var text = AttributedText(string.string, attributes: base)
        var paragraph: NSParagraphStyle?
        let length = string.length
        guard length > 0 else { return (text, nil) }
        string.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            guard !attributes.isEmpty else { return }
            text.modifyAttributes(in: range.location..<(range.location + range.length)) { a in
                // A label shrinking its text to fit scales the runs' own fonts too, as UIKit does.
                if let f = attributes[.font] as? UIFont {
                    a.font = (fontScale == 1 ? f : f.withSize(f.pointSize * fontScale)).textFont
                }
                if let c = attributes[.foregroundColor] as? UIColor {
                    a.foregroundColor = c.resolvedColor(with: traits).cgColor
                }
                if let c = attributes[.backgroundColor] as? UIColor {
                    a.backgroundColor = c.resolvedColor(with: traits).cgColor
                }
                if let k = attributes[.kern] as? CGFloat {
                    a.kern = k
                } else if let k = attributes[.kern] as? Double {
                    a.kern = CGFloat(k)
                }
                if let o = (attributes[.baselineOffset] as? CGFloat)
                    ?? (attributes[.baselineOffset] as? Double).map({ CGFloat($0) }), o.isFinite
                {
                    a.baselineOffset = o
                }
                if let u = attributes[.underlineStyle] as? Int {
                    a.underlineStyle = TextUnderlineStyle(rawValue: u)
                } else if let u = attributes[.underlineStyle] as? NSUnderlineStyle {
                    a.underlineStyle = u.textUnderlineStyle
                }
                if let c = attributes[.underlineColor] as? UIColor {
                    a.underlineColor = c.resolvedColor(with: traits).cgColor
                }
                if let s = attributes[.strikethroughStyle] as? Int {
                    a.strikethroughStyle = TextUnderlineStyle(rawValue: s)
                } else if let s = attributes[.strikethroughStyle] as? NSUnderlineStyle {
                    a.strikethroughStyle = s.textUnderlineStyle
                }
                if let c = attributes[.strikethroughColor] as? UIColor {
                    a.strikethroughColor = c.resolvedColor(with: traits).cgColor
                }
            }
            if paragraph == nil, let style = attributes[.paragraphStyle] as? NSParagraphStyle { paragraph = style }
        }
        return (text, paragraph)
    }
}
