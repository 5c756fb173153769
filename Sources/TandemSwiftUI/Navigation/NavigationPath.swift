/// A type-erased list of the values pushed on a `NavigationStack`, bottom to top.
///
/// Bind it with `NavigationStack(path:root:)`: appending a value pushes the
/// screen its `navigationDestination(for:destination:)` makes, removing
/// values pops, and a pop by the back button removes the last value. A value
/// type; Codable representations are not provided.
public struct NavigationPath {
    /// The values, bottom to top.
    var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path holding `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values the path holds.
    public var count: Int { elements.count }

    /// Whether the path holds no value (only the root is shown).
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends `value`: the stack pushes its destination.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the last `k` values (one by default): the stack pops as many
    /// screens. `k` must not exceed ``count``.
    public mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0 && k <= elements.count, "Can't remove more items from a NavigationPath than it contains")
        elements.removeLast(k)
    }
}

extension NavigationPath: Equatable {
    /// Whether both paths hold equal values in the same order.
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        lhs.elements == rhs.elements
    }
}
