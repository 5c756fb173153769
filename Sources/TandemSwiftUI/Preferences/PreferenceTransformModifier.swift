import Foundation

/// Stores a ``PreferenceTransform`` for the modified view.
struct PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout Key.Value) -> Void

    func updateNode<Content: View>(_ node: ViewNode, content: Content) {
        node.role = .group
        // A closure compares unequal: readers read again after each update, as they must.
        node.preferenceValues[ObjectIdentifier(Key.self)] = PreferenceTransform<Key>(transform: transform)
        node.graph.preferencesDidChange()
        node.reconcile(single: content, environment: node.environment)
    }
}

extension View {
    /// Changes the value the views inside set for `key` with `callback`
    /// (the default value when none sets it), as the ancestors read it.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        modifier(PreferenceTransformModifier<K>(transform: callback))
    }
}
