public import Foundation

/// A point in a view's unit square: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position, 0 at the leading edge.
    public var x: CGFloat
    /// The vertical position, 0 at the top.
    public var y: CGFloat

    /// The top-leading corner.
    public init() { self.init(x: 0, y: 0) }

    /// The point at (`x`, `y`).
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
