import Foundation
import TandemSupport

/// A two-way connection to a value owned elsewhere: a parent's `@State`,
/// an observed object's property, or a getter and setter.
///
/// Reading gives the current value; writing writes through to the owner,
/// which re-evaluates the views that depend on it. A binding remembers the
/// value it had when it was made, so a child view holding a binding is
/// evaluated again when its parent passes it a binding whose value changed.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// The transaction writes through this binding use.
    public var transaction: Transaction
    let location: BindingLocation<Value>
    /// The value when the binding was made (compared, never returned), read
    /// without making the view that builds the binding depend on it.
    let snapshot: Value?

    init(location: BindingLocation<Value>, transaction: Transaction = Transaction()) {
        self.location = location
        self.transaction = transaction
        self.snapshot = location.snapshot()
    }

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: ClosureLocation(get: get, set: { value, _ in set(value) }))
    }

    /// A binding that reads with `get` and writes with `set`, which also
    /// receives the transaction of the write.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: ClosureLocation(get: get, set: set))
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    /// The value, read from and written to its owner.
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set {
            // A binding made with a transaction (`.animation()`, `.transaction(_:)`)
            // writes inside it, so the views it updates see it.
            guard transaction.animation != nil || transaction.disablesAnimations, MainThread.isCurrent else {
                location.set(newValue, transaction: transaction)
                return
            }
            TransactionScope.run(transaction) { location.set(newValue, transaction: transaction) }
        }
    }

    /// The binding itself (`$value` in a view with `@Binding var value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding from another binding (what `@Binding var x` is initialized with).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to the member of the value at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: location.member(keyPath), transaction: transaction)
    }

    /// The same binding, writing with `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    /// The same binding, writing with `animation` (applied at once in Tandem).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }
}

extension Binding {
    /// A binding to an optional made from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            location: ClosureLocation(
                get: { Optional(base.wrappedValue) },
                set: { value, transaction in
                    if let value { base.transaction(transaction).wrappedValue = value }
                }))
    }

    /// A binding to the value of a binding to an optional, or `nil` when the optional is `nil` now.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        var last = initial
        self.init(
            location: ClosureLocation(
                get: {
                    if let current = base.wrappedValue { last = current }
                    return last
                },
                set: { value, transaction in base.transaction(transaction).wrappedValue = value }))
    }

    /// A binding to a hashable value, seen as `AnyHashable`.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(
            location: ClosureLocation(
                get: { AnyHashable(base.wrappedValue) },
                set: { value, transaction in
                    if let value = value.base as? V { base.transaction(transaction).wrappedValue = value }
                }))
    }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    /// The value's id.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: @unchecked Sendable where Value: Sendable {}
