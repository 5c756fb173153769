/// Imported publicly: the public declarations below use its types.
public import Foundation

extension Font {
    /// A font's width, from compressed to expanded (`Font.width(_:)`,
    /// `fontWidth(_:)`).
    ///
    /// Tandem draws ``condensed`` and ``compressed`` text with DejaVu's
    /// condensed faces, and ``expanded`` text at the standard width (no
    /// installed face is wider): see `docs/Compatibility.md`.
    public struct Width: Hashable, Sendable {
        /// The width: 0 is standard, negative values narrower, positive wider.
        public var value: CGFloat

        /// A width of `value` (0 is standard).
        public init(_ value: CGFloat) { self.value = value }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrower width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wider width.
        public static let expanded = Width(0.2)

        /// Whether text of this width is drawn with a condensed face.
        var isCondensed: Bool { value <= Width.condensed.value }
    }
}
