import Foundation
import TandemUIKit

extension XCUIElement {
    /// A window's size class, as XCUITest reports it.
    public enum SizeClass: Int, Sendable {
        /// Not known.
        case unspecified = 0
        /// Compact.
        case compact = 1
        /// Regular.
        case regular = 2

        init(_ sizeClass: UIUserInterfaceSizeClass?) {
            switch sizeClass {
            case .compact: self = .compact
            case .regular: self = .regular
            default: self = .unspecified
            }
        }
    }

    /// The names of ``XCUIElementSnapshot/dictionaryRepresentation``'s keys.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The key.
        public var rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The `identifier` attribute.
        public static let identifier = AttributeName(rawValue: "identifier")
        /// The `frame` attribute.
        public static let frame = AttributeName(rawValue: "frame")
        /// The `value` attribute.
        public static let value = AttributeName(rawValue: "value")
        /// The `title` attribute.
        public static let title = AttributeName(rawValue: "title")
        /// The `label` attribute.
        public static let label = AttributeName(rawValue: "label")
        /// The `elementType` attribute.
        public static let elementType = AttributeName(rawValue: "elementType")
        /// The `enabled` attribute.
        public static let enabled = AttributeName(rawValue: "enabled")
        /// The `placeholderValue` attribute.
        public static let placeholderValue = AttributeName(rawValue: "placeholderValue")
        /// The `selected` attribute.
        public static let selected = AttributeName(rawValue: "selected")
        /// The `hasFocus` attribute.
        public static let hasFocus = AttributeName(rawValue: "hasFocus")
    }
}
