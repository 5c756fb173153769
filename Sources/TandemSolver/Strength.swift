/// How much an optional constraint matters, as a UIKit layout priority
/// (1...1000, where 1000 is required).
///
/// Priorities are lexicographic, as in the original Cassowary's symbolic
/// weights and in Auto Layout: no number of violated constraints at one
/// priority outweighs a single constraint at a higher priority. Within one
/// priority, violations add up (each unit of error costs the same).
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, clamped to 1...1000; NaN becomes 1000.
    public let priority: Float

    /// Creates a strength from a priority, clamped to 1...1000.
    public init(_ priority: Float) {
        self.priority = priority.isNaN ? 1000 : min(max(priority, 1), 1000)
    }

    /// Below every user priority: what keeps a released edit variable where it was.
    static let stay = Strength(unclampedPriority: 0.5)

    private init(unclampedPriority: Float) {
        priority = unclampedPriority
    }

    /// Must hold (priority 1000).
    public static let required = Strength(1000)
    /// UIKit's `defaultHigh` (750).
    public static let strong = Strength(750)
    /// The middle of the range (500).
    public static let medium = Strength(500)
    /// UIKit's `defaultLow` (250).
    public static let weak = Strength(250)

    /// Whether this is required.
    public var isRequired: Bool { priority >= 1000 }

    /// Orders by priority.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

    /// `required` or the priority.
    public var description: String { isRequired ? "required" : "\(priority)" }
}
