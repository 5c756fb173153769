public import Foundation

/// A two-dimensional vector: a direction and length, as CoreGraphics has it.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The vector (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector (`dx`, `dy`).
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector (`dx`, `dy`).
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// "(dx, dy)", as CoreGraphics prints it.
    public var description: String { "(\(dx), \(dy))" }
}
