import Foundation

/// Scales fonts and lengths for Dynamic Type: by how much the user's text
/// size changes a text style's size from its size at the default (large)
/// text size.
///
/// `UIFontMetrics(forTextStyle: .body).scaledFont(for: font)` returns `font`
/// at the size the body style's ratio gives for the text size of the traits
/// (``UITraitCollection/current`` unless given): at `.large` the font is
/// returned unchanged, at `.accessibilityExtraExtraExtraLarge` a 17-point
/// body font becomes 53 points. Safe from any thread.
///
/// Where Tandem differs: a label showing a font scaled here does not
/// rescale it by itself when the text size changes later (iOS does with
/// `adjustsFontForContentSizeCategory`); scale it again then.
public final class UIFontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The text style whose sizes give the ratios.
    private let textStyle: UIFont.TextStyle

    /// Creates metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `value` times the ratio of the style's size at the text size of
    /// `traits` to its size at `.large` (multiplied first, so that a style's
    /// own sizes come out exact).
    private func scaled(_ value: CGFloat, _ traits: UITraitCollection?) -> CGFloat {
        let sizes = textStyle.sizes
        let category = (traits ?? UITraitCollection.current).preferredContentSizeCategory
        return value * sizes[category.index] / sizes[UIContentSizeCategory.large.index]
    }

    /// `font` scaled for the current text size.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled for the current text size, at most `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the text size of `traitCollection` (the current traits when nil).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the text size of `traitCollection`, at most
    /// `maximumPointSize` points (0: no limit).
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        var size = scaled(font.pointSize, traitCollection)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return size == font.pointSize ? font : font.withSize(size)
    }

    /// `value` scaled for the current text size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the text size of `traitCollection` (the current traits when nil).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scaled(value, traitCollection)
    }
}
