import Foundation

/// The directions a popover's arrow may point, with UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The bits of the directions.
    public let rawValue: UInt

    /// Creates a set of directions from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Up: the popover is below what it points at.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down: the popover is above what it points at.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left: the popover is to the right of what it points at.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right: the popover is to the left of what it points at.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet: the popover is not shown.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
