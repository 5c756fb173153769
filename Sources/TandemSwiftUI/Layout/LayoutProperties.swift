import Foundation

/// Properties of a layout that its container needs to know.
public struct LayoutProperties: Sendable {
    /// The axis a stack lays its subviews along, if it is a stack.
    public var stackOrientation: Axis?

    /// No orientation.
    public init() {}
}
