public import Foundation
public import TandemGraphics

/// A font: a family (the system font when none), a size, a weight and traits.
///
/// Immutable and thread-safe. The system font is Inter (Inter Display from
/// 20 pt), standing in for San Francisco; see docs/Fonts.md.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The font's weight, with UIKit's raw values (`.regular` is 0, `.bold` 0.4).
    public typealias Weight = TextFont.Weight

    /// The font as TandemGraphics draws it.
    public let textFont: TextFont
    /// The text style a preferred font was made for (Dynamic Type follows it); nil for other fonts.
    let textStyle: TextStyle?

    /// Creates a font from a TandemGraphics font.
    public init(textFont: TextFont) {
        self.textFont = textFont
        textStyle = nil
    }

    init(textFont: TextFont, textStyle: TextStyle) {
        self.textFont = textFont
        self.textStyle = textStyle
    }

    /// The system font at 12 points, the size Core Text gives a font made
    /// without one (iOS code writes `UIFont()` as a placeholder value, an
    /// `NSObject` initializer that UIKit does not document).
    public convenience init() {
        self.init(textFont: TextFont(pointSize: 12))
    }

    /// The named font at `size`, or nil when no installed family has that name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let font = TextFont(name: fontName, size: fontSize) else { return nil }
        self.init(textFont: font)
    }

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(textFont: TextFont(pointSize: fontSize, weight: weight))
    }

    /// The regular system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(textFont: TextFont(pointSize: fontSize, isItalic: true))
    }

    /// The system font with digits of equal width, for counters and tables.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(textFont: TextFont(pointSize: fontSize, weight: weight, monospacedDigits: true))
    }

    /// A monospaced font (DejaVu Sans Mono) at `fontSize` and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(textFont: TextFont(family: "DejaVu Sans Mono", pointSize: fontSize, weight: weight))
    }

    /// The size UIKit uses for labels when none is set.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of system controls' text.
    public static var systemFontSize: CGFloat { 14 }
    /// The size of small system controls' text.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The size of buttons' text.
    public static var buttonFontSize: CGFloat { 18 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = textFont
        font.pointSize = fontSize
        return UIFont(textFont: font)
    }

    /// The point size.
    public var pointSize: CGFloat { textFont.pointSize }
    /// The family name ("Inter" for the system font).
    public var familyName: String { textFont.familyName }
    /// The font's PostScript name: its family without spaces and its style
    /// ("Inter-Regular", "DejaVuSans-BoldItalic"); `UIFont(name:size:)` reads it back.
    public var fontName: String { textFont.postScriptName }

    /// Line metrics measured once with Pango.
    private var lineMetrics: TextLayout.Metrics {
        TextLayout.measure(AttributedText("Hg", font: textFont))
    }

    /// The distance from the baseline to the top of the tallest glyphs.
    public var ascender: CGFloat { lineMetrics.ascent }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative as on iOS.
    public var descender: CGFloat { -lineMetrics.descent }
    /// The height of one line of text.
    public var lineHeight: CGFloat { lineMetrics.size.height }
    /// The extra spacing between lines the font asks for.
    public var leading: CGFloat { max(0, lineHeight - ascender + descender) }
    /// The height of capital letters (measured as 0.73 of the size for Inter).
    public var capHeight: CGFloat { pointSize * 0.727 }
    /// The height of lowercase letters (0.55 of the size for Inter).
    public var xHeight: CGFloat { pointSize * 0.546 }

    /// Fonts are equal when they draw the same.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.textFont == rhs.textFont }
    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(textFont) }
    /// The family, weight and size.
    public var description: String { "<UIFont \(fontName) \(pointSize)pt>" }
}
