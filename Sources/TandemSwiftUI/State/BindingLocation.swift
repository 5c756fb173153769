/// Where a binding reads and writes: a state's storage, an object's
/// property, a pair of closures, or a member of another location.
///
/// Member locations are cached per key path, so `$model.name` gives the
/// same location on every evaluation and an unchanged binding compares equal.
class BindingLocation<Value>: @unchecked Sendable {
    private var members: [AnyKeyPath: AnyObject] = [:]

    func get() -> Value { fatalError("BindingLocation.get is abstract") }
    func set(_ value: Value, transaction: Transaction) {}

    /// The value for comparing bindings, read without recording a
    /// dependency; nil where reading would run user code (a getter closure).
    func snapshot() -> Value? { nil }

    /// The location of the member at `keyPath`.
    func member<Subject>(_ keyPath: WritableKeyPath<Value, Subject>) -> BindingLocation<Subject> {
        if let known = members[keyPath] as? BindingLocation<Subject> { return known }
        let location = MemberLocation(base: self, keyPath: keyPath)
        members[keyPath] = location
        return location
    }
}

/// A location made of a getter and a setter.
final class ClosureLocation<Value>: BindingLocation<Value>, @unchecked Sendable {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    override func get() -> Value { getter() }
    override func set(_ value: Value, transaction: Transaction) { setter(value, transaction) }
}

/// A location that always reads the same value and ignores writes.
final class ConstantLocation<Value>: BindingLocation<Value>, @unchecked Sendable {
    private let value: Value

    init(_ value: Value) { self.value = value }

    override func get() -> Value { value }
    override func snapshot() -> Value? { value }
}

/// A member of another location.
final class MemberLocation<Base, Value>: BindingLocation<Value>, @unchecked Sendable {
    private let base: BindingLocation<Base>
    private let keyPath: WritableKeyPath<Base, Value>

    init(base: BindingLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    override func get() -> Value { base.get()[keyPath: keyPath] }
    override func snapshot() -> Value? { base.snapshot()?[keyPath: keyPath] }

    override func set(_ value: Value, transaction: Transaction) {
        var whole = base.get()
        whole[keyPath: keyPath] = value
        base.set(whole, transaction: transaction)
    }
}

/// A property of an object.
final class ObjectLocation<Root: AnyObject, Value>: BindingLocation<Value>, @unchecked Sendable {
    private let object: Root
    private let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    override func get() -> Value { object[keyPath: keyPath] }
    override func snapshot() -> Value? { object[keyPath: keyPath] }
    override func set(_ value: Value, transaction: Transaction) { object[keyPath: keyPath] = value }
}
