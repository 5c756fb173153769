import Foundation

extension UISheetPresentationController.Detent {
    /// The name of a detent.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// Creates an identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The medium detent's identifier.
        public static let medium = Identifier("com.apple.UIKit.medium")
        /// The large detent's identifier.
        public static let large = Identifier("com.apple.UIKit.large")
    }
}
