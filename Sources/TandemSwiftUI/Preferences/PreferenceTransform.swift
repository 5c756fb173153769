import Foundation

/// What `transformPreference` stores at its node in place of a value: the
/// value of its subtree is read, then changed by `transform`.
struct PreferenceTransform<Key: PreferenceKey> {
    let transform: (inout Key.Value) -> Void

    func applied(to value: Key.Value) -> Key.Value {
        var value = value
        transform(&value)
        return value
    }
}
