import Foundation

/// What few nodes of a graph hold, kept out of line and made the first
/// time a node is given one: modifiers' facts (a z-index, layout and
/// preference values, a coordinate space's name, appear and disappear
/// actions, lifetime objects, a custom modifier's content) and the reasons
/// of a pending invalidation.
///
/// A node of a list row holds none of them; held inline they would make
/// every node some 150 bytes larger, and a layout pass over many rows
/// would touch that much more memory.
@MainActor
final class NodeExtras {
    /// Why the node was invalidated (for the cycle report).
    var invalidationReasons: [String] = []
    /// The invalidation reasons the running (or last) evaluation consumed.
    var evaluationReasons: [String] = []
    /// The node's `.layoutPriority(_:)`.
    var layoutPriority: Double = 0 {
        didSet { setsLayoutPriority = true }
    }
    /// Whether a `.layoutPriority(_:)` set ``layoutPriority`` (an explicit 0 included).
    private(set) var setsLayoutPriority = false
    /// The node's `.zIndex(_:)`.
    var zIndex: Double = 0 {
        didSet { setsZIndex = true }
    }
    /// Whether a `.zIndex(_:)` set ``zIndex`` (an explicit 0 included).
    private(set) var setsZIndex = false
    /// Values set with `.layoutValue(key:value:)`.
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The name given with `.coordinateSpace(name:)`.
    var coordinateSpaceName: AnyHashable?
    /// Preference values the node sets, by key type.
    var preferenceValues: [ObjectIdentifier: Any] = [:]
    /// Actions to run when the node appears.
    var appearActions: [() -> Void] = []
    /// Actions to run when the node disappears.
    var disappearActions: [() -> Void] = []
    /// Subscriptions and tasks that end with the node.
    var lifetimeObjects: [AnyObject] = []
    /// For a custom modifier: the content its body's placeholder shows.
    var modifiedContent: (any View)?
    /// For an `Animatable` view or modifier: its data's interpolation.
    var animatableDataInterpolation: AnyObject?
}
