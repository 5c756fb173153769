import Foundation
import TandemGraphics

extension UIFont {
    /// The Dynamic Type styles, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's identifier, such as `UICTFontTextStyleBody`.
        public let rawValue: String
        /// Creates a style from UIKit's identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The largest title.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings (semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Point sizes for each content size category, extra small to
        /// the largest accessibility size (Apple's Dynamic Type table for iOS).
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            }
        }

        /// The style's weight: semibold for headlines, regular otherwise.
        var weight: UIFont.Weight { self == .headline ? .semibold : .regular }
    }

    /// The font for `style` at the text size of ``UITraitCollection/current``.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` at the text size of `traitCollection` (the current
    /// traits when nil; large when the size is unspecified).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        return UIFont(
            textFont: TextFont(pointSize: style.sizes[category.index], weight: style.weight), textStyle: style)
    }
}

extension UIFont {
    /// This font at the text size of `traits`, when it was made for a text
    /// style; nil for a font of a fixed size.
    @MainActor func adjusted(to traits: UITraitCollection) -> UIFont? {
        guard let textStyle else { return nil }
        let adjusted = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits)
        return adjusted == self ? nil : adjusted
    }
}
