public import Foundation

/// Distances inward from the edges of a rectangle.
public struct EdgeInsets: Equatable, Sendable {
    /// From the top edge.
    public var top: CGFloat
    /// From the leading edge.
    public var leading: CGFloat
    /// From the bottom edge.
    public var bottom: CGFloat
    /// From the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given lengths.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}
