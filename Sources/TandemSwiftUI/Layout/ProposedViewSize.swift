public import Foundation

/// The size a parent proposes to a child; `nil` in a dimension asks for the
/// child's ideal size there.
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// A proposal of the given dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Zero in both dimensions: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Unspecified in both dimensions: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Infinity in both dimensions: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced by `size`'s (10×10 by default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
