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
        /// `next`, walked without a reference count: a list's head keeps
        /// every entry after it alive, and a lookup walks from a head it holds.
        let nextLink: Unmanaged<Entry>?
        /// One bit for each key set in this entry and the ones after it
        /// (``bit(for:)``): a key whose bit is clear is set nowhere in the
        /// list, and a lookup of it ends at once instead of at the end.
        let keys: UInt64
        /// What text derives from the list that starts here (see
        /// ``EnvironmentValues/textEnvironment``), once asked for.
        var textEnvironment: TextEnvironment?
        /// The entry last written on top of this one by a shared write
        /// (``EnvironmentValues/setShared(_:to:)``). Not counted, since it
        /// holds this one (as its `next`), and not weak, since a weak
        /// reference gives its object a side table, which slows every retain
        /// and release of it (and the environment of every view retains its
        /// entries): the entry clears the link when it goes (`deinit`).
        var lastSharedWrite: Entry? {
            get { lastSharedWriteLink?.takeUnretainedValue() }
            set { lastSharedWriteLink = newValue.map { Unmanaged.passUnretained($0) } }
        }

        private var lastSharedWriteLink: Unmanaged<Entry>?

        init(key: ObjectIdentifier, value: Any, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
            nextLink = next.map { Unmanaged.passUnretained($0) }
            keys = (next?.keys ?? 0) | Entry.bit(for: key)
        }

        deinit {
            if let next, next.lastSharedWriteLink?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
                next.lastSharedWriteLink = nil
            }
        }

        /// The bit of `key` in ``keys``: six bits of its pointer, mixed.
        static func bit(for key: ObjectIdentifier) -> UInt64 {
            1 << ((UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        }
    }

    private var head: Entry?

    /// An environment with every key at its default.
    public init() {}

    /// The value for `key`, or its default when no ancestor set one.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            if EnvironmentKeyReads.isRecording { EnvironmentKeyReads.record(key) }
            // Unwrapped before the cast: a missing entry cast to an optional `Value`
            // would succeed as nil and hide a non-nil default.
            guard let stored = value(for: ObjectIdentifier(key)), let value = stored as? K.Value else {
                return K.defaultValue
            }
            return value
        }
        set { head = Entry(key: ObjectIdentifier(key), value: newValue, next: head) }
    }

    func value(for key: ObjectIdentifier) -> Any? {
        guard let head, head.keys & Entry.bit(for: key) != 0 else { return nil }
        // Walked without retaining and releasing each entry (most of what a
        // lookup cost): `head` holds the list for the walk.
        var link = Unmanaged.passUnretained(head)
        while true {
            if link._withUnsafeGuaranteedRef({ $0.key == key }) {
                return link._withUnsafeGuaranteedRef { entry -> Any? in entry.value }
            }
            guard let next = link._withUnsafeGuaranteedRef({ $0.nextLink }) else { return nil }
            link = next
        }
    }

    /// Writes `value` for `key` as the subscript does, but takes the entry
    /// last written the same way on top of these values when it holds the
    /// same key and an equal value. Siblings that derive the same
    /// environment (each stack's axis, each button's tint) then share one
    /// list, recognised by identity: an update finds it unchanged, and what
    /// is derived from it (``textEnvironment``) is worked out once.
    mutating func setShared<K: EnvironmentKey>(_ key: K.Type, to value: K.Value) where K.Value: Equatable {
        let id = ObjectIdentifier(key)
        if let last = head?.lastSharedWrite, last.key == id, let lastValue = last.value as? K.Value, lastValue == value
        {
            head = last
            return
        }
        let entry = Entry(key: id, value: value, next: head)
        head?.lastSharedWrite = entry
        head = entry
    }

    mutating func setValue(_ value: Any, for key: ObjectIdentifier) {
        head = Entry(key: key, value: value, next: head)
    }

    /// What text takes from these values, worked out the first time it is
    /// asked of them and kept with them (values are never changed in place:
    /// a write starts a new list).
    @MainActor var textEnvironment: TextEnvironment {
        guard let head else { return TextEnvironment(self) }
        if let known = head.textEnvironment { return known }
        let made = TextEnvironment(self)
        head.textEnvironment = made
        return made
    }

    /// Whether both are the same stored values (no write in between).
    func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    /// Whether this environment and `other` were both made from `base` by
    /// writing the same keys with equal values (values that are not
    /// `Equatable` count as different). Lets a node hand its children the
    /// environment it gave them last time, so that unchanged children see an
    /// identical environment and are skipped.
    func hasSameWrites(as other: EnvironmentValues, over base: EnvironmentValues) -> Bool {
        var mine = head, theirs = other.head
        while mine !== base.head || theirs !== base.head {
            guard let a = mine, let b = theirs, a !== base.head, b !== base.head else { return false }
            guard a.key == b.key, a === b || AnyEquality.equal(a.value, b.value) else { return false }
            mine = a.next
            theirs = b.next
        }
        return true
    }

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
