import Foundation

// SwiftUI gives `Angle` the arithmetic of a vector (its `_VectorMath`
// conformance): sums and differences of angles, and scaling by a number.
extension Angle {
    /// The angle turned the other way.
    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    /// The angle `rhs` times as large.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The angle `lhs` times as large.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    /// Multiplies `lhs` by `rhs`.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    /// The angle divided by `rhs`.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    /// Divides `lhs` by `rhs`.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }

    /// The angle's size in radians, without its sign.
    public var magnitude: Double { abs(radians) }

    /// Turns the angle the other way.
    public mutating func negate() { radians = -radians }

    /// The angle scaled to size 1 radian, keeping its sign (zero stays zero).
    public func normalized() -> Angle {
        radians == 0 ? self : Angle(radians: radians / magnitude)
    }
}

extension Angle: Animatable {
    /// The angle in radians: what an animation interpolates.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
