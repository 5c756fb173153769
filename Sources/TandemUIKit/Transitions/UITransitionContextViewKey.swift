import Foundation

/// Names a view taking part in a view controller transition
/// (``UIViewControllerContextTransitioning/view(forKey:)``).
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// The key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown before the transition.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view shown after it.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
