/// The kind of change a ``CATransition`` shows between a layer's old and
/// new appearance.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// Creates a type from its string (an unknown one fades, logged once when the transition is added).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old appearance dissolves into the new one (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new appearance slides in over the old one, from the subtype's side.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new appearance slides in from the subtype's side, pushing the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old appearance slides out towards the side opposite the subtype's, uncovering the new one.
    public static let reveal = CATransitionType(rawValue: "reveal")

    /// UIKit's flips (`UIView.transition(with:…)` with `.transitionFlipFrom…`),
    /// a private type in Core Animation: drawn by Tandem as a turn about the
    /// layer's vertical (left and right) or horizontal (top and bottom) axis
    /// without perspective (see docs/Compatibility.md).
    static let flip = CATransitionType(rawValue: "tandem.flip")
}
