import TandemSupport

/// Reading the combined value of a key over a subtree.
@MainActor
enum PreferenceReading {
    /// The value of `Key` over `node`'s subtree (the node itself excluded):
    /// the default when no view sets it, else the values reduced in view order.
    /// The value of `Key` over `node`'s subtree, the node itself included.
    static func valueIncludingSelf<Key: PreferenceKey>(_ key: Key.Type, in node: ViewNode) -> Key.Value {
        if let stored = node.preferenceValues[ObjectIdentifier(key)] {
            if let value = stored as? Key.Value { return value }
            if let transform = stored as? PreferenceTransform<Key> {
                return transform.applied(to: value(key, in: node))
            }
        }
        return value(key, in: node)
    }

    static func value<Key: PreferenceKey>(_ key: Key.Type, in node: ViewNode) -> Key.Value {
        var values: [Key.Value] = []
        collect(key, in: node, into: &values)
        guard var result = values.first else { return Key.defaultValue }
        for next in values.dropFirst() { Key.reduce(value: &result, nextValue: { next }) }
        return result
    }

    private static func collect<Key: PreferenceKey>(_ key: Key.Type, in node: ViewNode, into values: inout [Key.Value])
    {
        if StackSpace.isLow { return StackSpace.onNewSegment { collect(key, in: node, into: &values) } }
        for child in node.children {
            // A writer's value stands for its subtree, as SwiftUI's `.preference` replaces what is below.
            // Unwrapped before the cast: a missing entry cast to an optional `Value` would succeed as nil.
            let stored = child.preferenceValues[ObjectIdentifier(key)]
            if let stored, let value = stored as? Key.Value {
                values.append(value)
            } else if let transform = stored as? PreferenceTransform<Key> {
                // `transformPreference`: what the subtree sets, changed by the transform.
                values.append(transform.applied(to: value(key, in: child)))
            } else {
                collect(key, in: child, into: &values)
            }
        }
    }
}
