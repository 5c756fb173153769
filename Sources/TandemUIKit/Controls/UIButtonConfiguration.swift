public import Foundation
import TandemGraphics

extension UIButton {
    /// How a button looks, as one value: its style (plain, tinted, gray,
    /// filled…), title, image, colors, corners and insets.
    ///
    /// Assign it to ``UIButton/configuration``; the button draws its
    /// background and content from it, and dims it while pressed.
    public struct Configuration {
        /// How round the background's corners are.
        public enum CornerStyle: Sendable, Equatable {
            /// As the button's size calls for.
            case dynamic
            /// The background's own corner radius.
            case fixed
            /// Small corners.
            case small
            /// Medium corners.
            case medium
            /// Large corners.
            case large
            /// Half the height: a capsule.
            case capsule
        }

        /// How big the button's content is.
        public enum Size: Sendable, Equatable {
            /// The smallest.
            case mini
            /// Small.
            case small
            /// The standard size.
            case medium
            /// Large.
            case large
        }

        /// The base look the factory methods start from.
        enum Style: Sendable, Equatable {
            case plain, tinted, gray, filled
        }

        let style: Style
        /// The title.
        public var title: String?
        /// A second line under the title.
        public var subtitle: String?
        /// The image, before the title.
        public var image: UIImage?
        /// The title and image color; the style's when nil.
        public var baseForegroundColor: UIColor?
        /// The background color; the style's when nil.
        public var baseBackgroundColor: UIColor?
        /// How round the corners are.
        public var cornerStyle: CornerStyle = .dynamic
        /// How big the content is.
        public var buttonSize: Size = .medium
        /// Space between the content and the button's edges.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// Space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Whether to show an activity indicator instead of the image (accepted; not drawn yet).
        public var showsActivityIndicator = false

        /// No background; tinted content.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A faint tint background; tinted content.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background; tinted content.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint background; white content.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background (the same as ``plain()``).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// A gray background (the same as ``gray()``).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// A faint tint background (the same as ``tinted()``).
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// A tint background (the same as ``filled()``).
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        init(style: Style) {
            self.style = style
        }

        /// The title and image color for `tint`.
        func foreground(tint: UIColor) -> UIColor {
            baseForegroundColor ?? (style == .filled ? .white : tint)
        }

        /// The background color for `tint` (nil: none).
        func background(tint: UIColor) -> UIColor? {
            if let baseBackgroundColor {
                return style == .tinted ? baseBackgroundColor.withAlphaComponent(0.15) : baseBackgroundColor
            }
            switch style {
            case .plain: return nil
            case .tinted: return tint.withAlphaComponent(0.15)
            case .gray: return .tertiarySystemFill
            case .filled: return tint
            }
        }

        /// The corner radius for a button `height` points tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .dynamic, .medium: 8
            case .fixed: 6
            case .small: 4
            case .large: 12
            case .capsule: height / 2
            }
        }

        /// The title's font.
        var font: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 12)
            case .small: .systemFont(ofSize: 15)
            case .medium: .systemFont(ofSize: 17)
            case .large: .systemFont(ofSize: 20)
            }
        }
    }
}
