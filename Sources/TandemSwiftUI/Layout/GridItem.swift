public import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): its size, the
/// space after it, and how its cells are aligned in it.
public struct GridItem: Sendable {
    /// How wide a column is.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space the fixed columns leave, within these bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit at `minimum` each, sharing the space (up to `maximum`).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size.
    public var size: Size
    /// The space after this column; nil for the default (8 points).
    public var spacing: CGFloat?
    /// How cells sit in the column; nil for centered.
    public var alignment: Alignment?

    /// A column of `size` (flexible by default).
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
