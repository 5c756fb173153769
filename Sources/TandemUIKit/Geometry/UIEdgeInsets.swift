public import Foundation

/// Insets for the four edges of a rectangle, positive values moving an edge inwards.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the left edge.
    public var left: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the right edge.
    public var right: CGFloat

    /// Creates insets from the four edge values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets of zero.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// All insets zero.
    public static let zero = UIEdgeInsets()

    /// A textual form, `{top, left, bottom, right}` as `NSStringFromUIEdgeInsets` prints.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension UIEdgeInsets {
    /// The same insets in both directions, the leading edge mapped to the left
    /// in a left-to-right layout.
    package func directional(isRightToLeft: Bool) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: top, leading: isRightToLeft ? right : left, bottom: bottom, trailing: isRightToLeft ? left : right)
    }
}

extension CGRect {
    /// The rectangle with each edge moved inwards by `insets`, as `UIEdgeInsetsInsetRect` / `inset(by:)` on iOS.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
