import Foundation

extension ViewNode {
    /// Sets the node's value for `key`; observers re-read only when it changed
    /// (values that are not `Equatable` always count as changed).
    func setPreference<Key: PreferenceKey>(_ value: Key.Value, for key: Key.Type) {
        let id = ObjectIdentifier(key)
        if let old = preferenceValues[id], AnyEquality.equal(old, value) { return }
        preferenceValues[id] = value
        graph.preferencesDidChange()
    }
}
