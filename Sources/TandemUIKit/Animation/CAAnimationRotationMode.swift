/// Whether a layer moving along a ``CAKeyframeAnimation``'s path turns to
/// follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// Creates a mode from its string (an unknown one turns as ``rotateAuto``).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer turns to the path's tangent: its x axis points the way it moves.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to the path's tangent, half a turn further: its x axis points back the way it came.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
