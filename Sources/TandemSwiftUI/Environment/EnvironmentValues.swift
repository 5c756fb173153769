/// The values a view inherits from its ancestors: font, color scheme,
/// layout direction, whether controls are enabled, your own keys...
///
/// A modifier such as `.environment(\.font, .title)` changes a value for
/// its content; views read values with `@Environment(\.keyPath)`. A view
/// that read a value is evaluated again when that value changes, and only
/// then. Values are stored as a persistent list, so passing the environment
/// down costs nothing and an unchanged environment is recognised by identity.
public struct EnvironmentValues: CustomStringConvertible {
    final class Entry {
        let key: ObjectIdentifier
        let value: Any
        let next: Entry?

        init(key: ObjectIdentifier, value: Any, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
        }
    }

    private var head: Entry?

    /// An environment with every key at its default.
    public init() {}

    /// The value for `key`, or its default when no ancestor set one.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (value(for: ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue }
        set { head = Entry(key: ObjectIdentifier(key), value: newValue, next: head) }
    }

    func value(for key: ObjectIdentifier) -> Any? {
        var entry = head
        while let current = entry {
            if current.key == key { return current.value }
            entry = current.next
        }
        return nil
    }

    mutating func setValue(_ value: Any, for key: ObjectIdentifier) {
        head = Entry(key: key, value: value, next: head)
    }

    /// Whether both are the same stored values (no write in between).
    func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    /// The keys that are set, most recent first, with their values.
    public var description: String {
        var parts: [String] = []
        var seen = Set<ObjectIdentifier>()
        var entry = head
        while let current = entry {
            if seen.insert(current.key).inserted { parts.append("\(current.value)") }
            entry = current.next
        }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
