import Foundation

extension UIImage {
    /// What an image is drawn for: the traits (and, for symbols, a
    /// ``SymbolConfiguration``). Configurations are immutable and compared
    /// by value.
    public class Configuration: Hashable, @unchecked Sendable, CustomStringConvertible {
        /// The traits the image is drawn for; nil for any.
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection? = nil) {
            self.traitCollection = traitCollection
        }

        /// Whether the two configure images alike.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.isEqual(to: rhs) }

        /// Hashes what equality compares.
        public func hash(into hasher: inout Hasher) { hashValues(into: &hasher) }

        /// The configuration's values, for debugging.
        public var description: String { "<UIImage.Configuration traits: \(traitCollection.map { "\($0)" } ?? "any")>" }

        func isEqual(to other: Configuration) -> Bool {
            type(of: self) == type(of: other) && traitCollection == other.traitCollection
        }

        func hashValues(into hasher: inout Hasher) { hasher.combine(traitCollection) }
    }
}
