import Foundation

extension UICellAccessory {
    /// How an outline disclosure looks and acts.
    public struct OutlineDisclosureOptions {
        /// Where the chevron sits and what a tap toggles.
        public enum Style: Int, Sendable {
            /// Chosen by the system (Tandem: `.cell`).
            case automatic
            /// At the trailing edge; a tap anywhere on the row toggles.
            case header
            /// At the leading edge; a tap on the chevron toggles.
            case cell
        }

        /// The style.
        public var style: Style
        /// Whether the chevron is hidden (its space kept); nil for the default, shown.
        public var isHidden: Bool?
        /// The chevron's color; nil for the tint color.
        public var tintColor: UIColor?

        /// Options of `style`.
        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }
}
