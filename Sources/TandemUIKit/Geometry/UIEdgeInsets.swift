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
            top: top, left: isRightToLeft ? trailing : leading, bottom: bottom, right: isRightToLeft ? leading : trailing)
    }
}

/// A horizontal and vertical offset, as UIKit uses for shadows and text positions.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Creates an offset of zero.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset.
    public static let zero = UIOffset()
}

/// A set of rectangle edges.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits.
    public let rawValue: UInt
    /// Creates a set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A set of rectangle corners, as `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` takes.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: UInt
    /// Creates a set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension CGRect {
    /// The rectangle with each edge moved inwards by `insets`, as `UIEdgeInsetsInsetRect` / `inset(by:)` on iOS.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
