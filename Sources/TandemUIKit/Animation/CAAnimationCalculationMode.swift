/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// Creates a mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight between neighboring values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Jumps from value to value at the key times.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even speed over the whole animation (key times and timing functions ignored).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values (Tandem moves straight between them).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at even speed (Tandem moves straight, at even speed).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
