public import Foundation

/// Insets for the four edges of a rectangle, whose horizontal edges follow
/// the layout direction: leading is left in left-to-right languages.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the leading edge.
    public var leading: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the trailing edge.
    public var trailing: CGFloat

    /// Creates insets from the four edge values.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets of zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// All insets zero.
    public static let zero = NSDirectionalEdgeInsets()

    /// A textual form, `{top, leading, bottom, trailing}`.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

    /// The same insets with edges named left and right for a layout direction.
    package func absolute(isRightToLeft: Bool) -> UIEdgeInsets {
        UIEdgeInsets(
            top: top, left: isRightToLeft ? trailing : leading, bottom: bottom,
            right: isRightToLeft ? leading : trailing)
    }
}
