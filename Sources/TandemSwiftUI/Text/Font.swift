/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemGraphics
/// Imported publicly: the public declarations below use its types.
public import TandemUIKit

/// A font for text: a text style that follows the user's text size, a
/// system font of a fixed size, a named font, or a UIKit font.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(TextStyle, Design?)
        case system(size: CGFloat, design: Design?)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
        case uiFont(UIFont)
    }

    var base: Base
    var weightValue: Weight?
    var isItalic = false
    var monospacedDigits = false
    var isMonospaced = false
    /// The width set with ``width(_:)``; nil for the standard width.
    var widthValue: Width?

    init(base: Base) {
        self.base = base
    }

    /// A font from a UIKit font.
    public init(_ font: UIFont) { base = .uiFont(font) }

    // MARK: Text styles

    /// The text styles, which scale with the user's text size.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// Large titles.
        case largeTitle
        /// First-level titles.
        case title
        /// Second-level titles.
        case title2
        /// Third-level titles.
        case title3
        /// Headings.
        case headline
        /// Subheadings.
        case subheadline
        /// Body text.
        case body
        /// Callouts.
        case callout
        /// Footnotes.
        case footnote
        /// Captions.
        case caption
        /// Secondary captions.
        case caption2

        var uiTextStyle: UIFont.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title: return .title1
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption: return .caption1
            case .caption2: return .caption2
            }
        }
    }

    /// Font designs.
    public enum Design: Hashable, Sendable {
        /// The system design.
        case `default`
        /// A serif design.
        case serif
        /// A rounded design (drawn with the system design in Tandem).
        case rounded
        /// A fixed-width design.
        case monospaced
    }

    /// Font weights.
    public struct Weight: Hashable, Sendable {
        let value: UIFont.Weight

        /// Ultra light.
        public static let ultraLight = Weight(value: .ultraLight)
        /// Thin.
        public static let thin = Weight(value: .thin)
        /// Light.
        public static let light = Weight(value: .light)
        /// Regular.
        public static let regular = Weight(value: .regular)
        /// Medium.
        public static let medium = Weight(value: .medium)
        /// Semibold.
        public static let semibold = Weight(value: .semibold)
        /// Bold.
        public static let bold = Weight(value: .bold)
        /// Heavy.
        public static let heavy = Weight(value: .heavy)
        /// Black.
        public static let black = Weight(value: .black)
    }

    /// Large titles.
    public static let largeTitle = Font(base: .style(.largeTitle, nil))
    /// Titles.
    public static let title = Font(base: .style(.title, nil))
    /// Second-level titles.
    public static let title2 = Font(base: .style(.title2, nil))
    /// Third-level titles.
    public static let title3 = Font(base: .style(.title3, nil))
    /// Headings.
    public static let headline = Font(base: .style(.headline, nil))
    /// Subheadings.
    public static let subheadline = Font(base: .style(.subheadline, nil))
    /// Body text (the default).
    public static let body = Font(base: .style(.body, nil))
    /// Callouts.
    public static let callout = Font(base: .style(.callout, nil))
    /// Footnotes.
    public static let footnote = Font(base: .style(.footnote, nil))
    /// Captions.
    public static let caption = Font(base: .style(.caption, nil))
    /// Secondary captions.
    public static let caption2 = Font(base: .style(.caption2, nil))

    /// A text style in a design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(base: .style(style, design))
        font.weightValue = weight
        return font
    }

    /// The system font at a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(base: .system(size: size, design: design))
        font.weightValue = weight
        return font
    }

    /// A named font that scales with the body style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A named font that scales with `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A named font at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    // MARK: Variants

    /// This font with `weight`.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weightValue = weight
        return copy
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italics.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// This font with fixed-width digits.
    public func monospacedDigit() -> Font {
        var copy = self
        copy.monospacedDigits = true
        return copy
    }

    /// This font in a fixed-width design.
    public func monospaced() -> Font {
        var copy = self
        copy.isMonospaced = true
        return copy
    }

    /// This font with its width set to `width` (``Width/condensed`` and
    /// narrower draw a condensed face).
    public func width(_ width: Width) -> Font {
        var copy = self
        copy.widthValue = width
        return copy
    }

    // MARK: Resolving

    /// The text-style or system font resolved last, with its text size:
    /// most text in a tree has one font, and resolving it builds a trait
    /// collection and a UIKit font. (Named fonts are not kept: one may be
    /// found once it is registered.)
    @MainActor private static var lastResolved: (font: Font, dynamicTypeSize: DynamicTypeSize, uiFont: UIFont)?

    /// The UIKit font for this font at `size` of the user's text size.
    @MainActor func uiFont(dynamicTypeSize: DynamicTypeSize) -> UIFont {
        if let last = Font.lastResolved, last.dynamicTypeSize == dynamicTypeSize, last.font == self {
            return last.uiFont
        }
        let resolved = resolveUIFont(dynamicTypeSize: dynamicTypeSize)
        switch base {
        case .style, .system: Font.lastResolved = (self, dynamicTypeSize, resolved)
        case .custom, .uiFont: break
        }
        return resolved
    }

    private func resolveUIFont(dynamicTypeSize: DynamicTypeSize) -> UIFont {
        let traits = UITraitCollection(preferredContentSizeCategory: dynamicTypeSize.contentSizeCategory)
        var textFont: TextFont
        var design: Design?
        switch base {
        case .style(let style, let styleDesign):
            textFont = UIFont.preferredFont(forTextStyle: style.uiTextStyle, compatibleWith: traits).textFont
            design = styleDesign
        case .system(let size, let systemDesign):
            textFont = TextFont(pointSize: size)
            design = systemDesign
        case .custom(let name, let size, let relativeTo):
            var scaled = size
            if let relativeTo {
                let body = UIFont.preferredFont(
                    forTextStyle: relativeTo.uiTextStyle,
                    compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
                let current = UIFont.preferredFont(forTextStyle: relativeTo.uiTextStyle, compatibleWith: traits)
                scaled = size * current.pointSize / body.pointSize
            }
            textFont = TextFont(name: name, size: scaled) ?? TextFont(pointSize: scaled)
        case .uiFont(let font):
            textFont = font.textFont
        }
        if isMonospaced || design == .monospaced { textFont.family = "DejaVu Sans Mono" }
        if design == .serif { textFont.family = "DejaVu Serif" }
        // Neither Inter nor DejaVu Sans Mono has narrower cuts: DejaVu's
        // condensed faces stand in for the system and serif designs.
        if let widthValue, widthValue.isCondensed, !isMonospaced, design != .monospaced {
            switch base {
            case .style, .system:
                textFont.family = design == .serif ? "DejaVu Serif Condensed" : "DejaVu Sans Condensed"
            case .custom, .uiFont: break
            }
        }
        if let weightValue { textFont.weight = weightValue.value }
        if isItalic { textFont.isItalic = true }
        if monospacedDigits { textFont.monospacedDigits = true }
        return UIFont(textFont: textFont)
    }
}

extension DynamicTypeSize {
    /// UIKit's content size category for this size.
    var contentSizeCategory: UIContentSizeCategory {
        switch self {
        case .xSmall: return .extraSmall
        case .small: return .small
        case .medium: return .medium
        case .large: return .large
        case .xLarge: return .extraLarge
        case .xxLarge: return .extraExtraLarge
        case .xxxLarge: return .extraExtraExtraLarge
        case .accessibility1: return .accessibilityMedium
        case .accessibility2: return .accessibilityLarge
        case .accessibility3: return .accessibilityExtraLarge
        case .accessibility4: return .accessibilityExtraExtraLarge
        case .accessibility5: return .accessibilityExtraExtraExtraLarge
        }
    }

    /// The size for UIKit's content size category.
    init(_ category: UIContentSizeCategory) {
        self = DynamicTypeSize.allCases.first { $0.contentSizeCategory == category } ?? .large
    }
}
