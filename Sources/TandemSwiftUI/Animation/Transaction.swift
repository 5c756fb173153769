/// The context of a state change: the animation to use, if any.
///
/// Tandem applies every change at once; the animation is carried so that
/// code reading it compiles and behaves (see docs/Compatibility.md).
public struct Transaction {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether animations are suppressed for the change.
    public var disablesAnimations = false

    /// A transaction without animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

extension Transaction: @unchecked Sendable {}
