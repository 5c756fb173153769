import Foundation

extension UIImage {
    /// How a symbol image is drawn: its point size or the font it matches,
    /// its weight and its scale relative to the text.
    ///
    /// Symbol images are drawn from Tandem's icon font (see
    /// `UIImage(systemName:withConfiguration:)`): the point size (or the
    /// text style's or font's size) and the scale decide their size; the
    /// weight is kept but the font has one weight.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// A symbol's size relative to the text it sits with.
        public enum Scale: Int, Sendable {
            /// The default scale.
            case `default` = -1
            /// No scale given.
            case unspecified = 0
            /// Smaller than the text.
            case small = 1
            /// As the text.
            case medium = 2
            /// Larger than the text.
            case large = 3
        }

        /// A symbol's stroke weight.
        public enum Weight: Int, Sendable {
            /// No weight given.
            case unspecified = 0
            /// Ultralight to black, as the font weights.
            case ultraLight = 1
            case thin, light, regular, medium, semibold, bold, heavy, black
        }

        /// The point size; nil when none was given.
        public let pointSize: CGFloat?
        /// The weight.
        public let weight: Weight
        /// The scale.
        public let scale: Scale
        /// The text style the size follows; nil when none was given.
        public let textStyle: UIFont.TextStyle?
        /// The font the size and weight follow; nil when none was given.
        public let font: UIFont?

        /// A configuration with nothing set.
        public static let unspecified = SymbolConfiguration(
            pointSize: nil, weight: .unspecified, scale: .unspecified, textStyle: nil, font: nil)

        private init(
            pointSize: CGFloat?, weight: Weight, scale: Scale, textStyle: UIFont.TextStyle?, font: UIFont?,
            traits: UITraitCollection? = nil
        ) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.font = font
            super.init(traitCollection: traits)
        }

        /// This configuration for `traits` (a text style's size follows their text size).
        func withTraits(_ traits: UITraitCollection?) -> SymbolConfiguration {
            SymbolConfiguration(
                pointSize: pointSize, weight: weight, scale: scale, textStyle: textStyle, font: font, traits: traits)
        }

        /// Symbols at `pointSize`.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil, font: nil)
        }

        /// Symbols at `pointSize` and `weight`, at `scale`.
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale = .default) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil, font: nil)
        }

        /// Symbols of `weight`.
        public convenience init(weight: Weight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified, textStyle: nil, font: nil)
        }

        /// Symbols at `scale`.
        public convenience init(scale: Scale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil, font: nil)
        }

        /// Symbols matching the text style's font at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale = .default) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: textStyle, font: nil)
        }

        /// Symbols matching `font` at `scale`.
        public convenience init(font: UIFont, scale: Scale = .default) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale, textStyle: nil, font: font)
        }

        /// This configuration with what `other` sets replacing what it sets
        /// (UIKit returns `Self`; this final class returns itself).
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize, weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale, textStyle: other.textStyle ?? textStyle,
                font: other.font ?? font,
                traits: other.traitCollection ?? traitCollection)
        }

        /// The point size symbols are drawn at before the scale: the given
        /// size, the font's, the text style's at the traits' text size, or 17.
        func basePointSize(traits: UITraitCollection?) -> CGFloat {
            if let pointSize { return pointSize }
            if let font { return font.pointSize }
            if let textStyle { return UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits).pointSize }
            return 17
        }

        /// The factor the scale applies (small and large symbols are about a
        /// fifth smaller and larger than medium ones, which are the default).
        var scaleFactor: CGFloat {
            switch scale {
            case .small: 0.8
            case .large: 1.25
            case .default, .unspecified, .medium: 1
            }
        }

        override func isEqual(to other: Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle
                && font == other.font && traitCollection == other.traitCollection
        }

        override func hashValues(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
        }

        /// The configuration's values, for debugging.
        public override var description: String {
            "<UIImage.SymbolConfiguration pointSize: \(pointSize.map { "\($0)" } ?? "-"), scale: \(scale), weight: \(weight)>"
        }
    }
}
