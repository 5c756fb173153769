import Foundation

extension UICellAccessory {
    /// How a reorder accessory looks.
    public struct ReorderOptions {
        /// Whether the grip is hidden (its space kept); nil for shown.
        public var isHidden: Bool?
        /// The grip's color; nil for the standard gray.
        public var tintColor: UIColor?
        /// Whether a line separates the grip from the content; true by default (Tandem draws none).
        public var showsVerticalSeparator: Bool

        /// Options with the defaults.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }
}
