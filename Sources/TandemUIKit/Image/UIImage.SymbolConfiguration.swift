import Foundation

extension UIImage {
    /// How a symbol image is drawn: its point size or the font it matches,
    /// its weight and its scale relative to the text.
    ///
    /// SF Symbols are Apple's and are not on Linux (`UIImage(systemName:)`
    /// is nil), so in Tandem a configuration is kept where it is given and
    /// applies to no image; combining and comparing work as in UIKit.
    public struct SymbolConfiguration: Hashable, Sendable {
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
            case ultraLight = 1, thin, light, regular, medium, semibold, bold, heavy, black
        }

        /// The point size; nil when none was given.
        public private(set) var pointSize: CGFloat?
        /// The weight.
        public private(set) var weight: Weight = .unspecified
        /// The scale.
        public private(set) var scale: Scale = .unspecified
        /// The text style the size follows; nil when none was given.
        public private(set) var textStyle: UIFont.TextStyle?
        /// The font the size and weight follow; nil when none was given.
        public private(set) var font: UIFont?

        /// A configuration with nothing set.
        public static let unspecified = SymbolConfiguration()

        init() {}

        /// Symbols at `pointSize`.
        public init(pointSize: CGFloat) { self.pointSize = pointSize }

        /// Symbols at `pointSize`, `weight` and `scale`.
        public init(pointSize: CGFloat, weight: Weight, scale: Scale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// Symbols of `weight`.
        public init(weight: Weight) { self.weight = weight }

        /// Symbols at `scale`.
        public init(scale: Scale) { self.scale = scale }

        /// Symbols matching the text style's font at `scale`.
        public init(textStyle: UIFont.TextStyle, scale: Scale = .default) {
            self.textStyle = textStyle
            self.scale = scale
        }

        /// Symbols matching `font` at `scale`.
        public init(font: UIFont, scale: Scale = .default) {
            self.font = font
            self.scale = scale
        }

        /// This configuration with what `other` sets replacing what it sets.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var result = self
            if let size = other.pointSize { result.pointSize = size }
            if other.weight != .unspecified { result.weight = other.weight }
            if other.scale != .unspecified { result.scale = other.scale }
            if let style = other.textStyle { result.textStyle = style }
            if let font = other.font { result.font = font }
            return result
        }
    }
}
