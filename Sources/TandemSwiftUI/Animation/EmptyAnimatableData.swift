/// The animatable data of a value with nothing to interpolate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The only value.
    public init() {}
    /// The only value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// The only value.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// The only value.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}
