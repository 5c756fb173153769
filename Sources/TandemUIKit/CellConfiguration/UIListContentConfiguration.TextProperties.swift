public import Foundation

extension UIListContentConfiguration {
    /// How a list content's text is drawn.
    public struct TextProperties: Hashable {
        /// How the text is aligned in its frame.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading for the writing direction.
            case natural
            /// Centered.
            case center
            /// Justified (drawn natural in Tandem).
            case justified
        }

        /// The font.
        public var font: UIFont
        /// The color.
        public var color: UIColor
        /// The alignment.
        public var alignment: TextAlignment = .natural
        /// How a line that does not fit is cut.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines drawn; 0 for as many as the text needs (the default).
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font may shrink to.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may be tightened before truncating (accepted; not applied).
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the content size category (accepted; fonts are resolved when the style is made).
        public var adjustsFontForContentSizeCategory = true

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The color text is drawn in.
        public func resolvedColor() -> UIColor { color }
    }
}
