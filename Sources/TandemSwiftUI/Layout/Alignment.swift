/// A point views are aligned on in both dimensions: `.center`,
/// `.topLeading`...
public struct Alignment: Equatable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered in both dimensions.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centered.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centered.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centered.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centered.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Center, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
}
