public import Foundation

extension UIListContentConfiguration {
    /// How a list content's image is drawn.
    public struct ImageProperties: Hashable {
        /// The color a template image is filled with; nil for the tint color.
        public var tintColor: UIColor?
        /// The configuration a symbol image is drawn with, combined into its own.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The image's corner radius.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at; zero for its own size.
        public var maximumSize: CGSize = .zero
        /// The space kept for the image even when it is smaller, so that
        /// texts of rows with different images line up; zero for none.
        public var reservedLayoutSize: CGSize = .zero

        /// Creates the defaults: the image's own size, tinted with the tint color.
        public init() {}

        /// The color a template image is drawn in, given the view's `tintColor`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }
}
