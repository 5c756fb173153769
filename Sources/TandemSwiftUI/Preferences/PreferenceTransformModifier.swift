import Foundation

/// Stores a ``PreferenceTransform`` for the modified view.
struct PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout Key.Value) -> Void

    func updateNode<Content: View>(_ updater: NodeUpdater, content: Content) {
        updater.setGroup()
        // A closure compares unequal: readers read again after each update, as they must.
        updater.setPreferenceTransform(PreferenceTransform<Key>(transform: transform), for: ObjectIdentifier(Key.self))
        updater.reconcile(single: content)
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
