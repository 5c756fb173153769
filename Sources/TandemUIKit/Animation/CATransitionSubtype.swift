/// The side a motion-based ``CATransition`` (``CATransitionType/moveIn``,
/// ``CATransitionType/push``, ``CATransitionType/reveal``) starts from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation spells it.
    public let rawValue: String

    /// Creates a subtype from its string (an unknown one is taken as ``fromLeft``).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new appearance comes in from the layer's right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The new appearance comes in from the layer's left edge (the default when there is no subtype).
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The new appearance comes in from the layer's top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The new appearance comes in from the layer's bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
