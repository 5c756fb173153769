public import Foundation

/// A value kept in `UserDefaults` under `key`, read and written like
/// `@State`: `@AppStorage("volume") var volume = 0.5`.
///
/// Reading gives the stored value, or the default given here while the key
/// holds none (or a value of another type). Writing stores the value and
/// evaluates again every view that has an `@AppStorage` for the same key
/// and store, in any hosting controller. A write made to `UserDefaults`
/// directly reaches those views at their next update, not at once (see
/// docs/Compatibility.md).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void
    var box: AppStorageBox?

    private init(
        key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?,
        write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.read = read
        self.write = write
    }

    /// The stored value, or the default. Main actor, as views are.
    @preconcurrency @MainActor public var wrappedValue: Value {
        get { read(store, key) ?? defaultValue }
        nonmutating set {
            write(store, key, newValue)
            AppStorageBox.valueChanged(forKey: key, in: store)
        }
    }

    /// A binding to the stored value.
    @preconcurrency @MainActor public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    /// The identity of the key in its store, for the readers' registry.
    var registryKey: String { "\(ObjectIdentifier(store).hashValue):\(key)" }
}

extension AppStorage {
    /// A Boolean stored under `key` in `store` (the standard defaults by default).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) as? Bool },
            write: { $0.set($2, forKey: $1) })
    }

    /// An integer stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) as? Int },
            write: { $0.set($2, forKey: $1) })
    }

    /// A number stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) as? Double },
            write: { $0.set($2, forKey: $1) })
    }

    /// A string stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, read: { $0.string(forKey: $1) },
            write: { $0.set($2, forKey: $1) })
    }

    /// A URL stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, read: { $0.url(forKey: $1) },
            write: { $0.set($2, forKey: $1) })
    }

    /// Data stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, read: { $0.data(forKey: $1) },
            write: { $0.set($2, forKey: $1) })
    }

    /// A value stored under `key` as its integer raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { ($0.object(forKey: $1) as? Int).flatMap(Value.init(rawValue:)) },
            write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// A value stored under `key` as its string raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage: GraphBoundProperty {
    static func bind(at pointer: UnsafeMutableRawPointer, node: ViewNode, slot: Int) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        let registryKey = property.pointee.registryKey
        if let box = node.slots[slot] as? AppStorageBox, box.registryKey == registryKey {
            property.pointee.box = box
        } else {
            let box = AppStorageBox(node: node, registryKey: registryKey)
            node.slots[slot] = box
            property.pointee.box = box
        }
    }
}
