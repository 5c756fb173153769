import Observation

/// Makes bindings to the mutable properties of an `@Observable` object:
/// `$model.name` is a `Binding<String>` that reads and writes
/// `model.name`.
///
/// It keeps the object, not a copy: writes through its bindings change the
/// object, and the views that read the changed property are re-evaluated
/// by observation, as any other change to it. Use it as a property of a
/// view (`@Bindable var model: Model`), as a local variable in `body`
/// (`@Bindable var model = model`), or directly (`Bindable(model).name`).
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    /// The object bindings are made to.
    public var wrappedValue: Value

    /// The bindable itself: `$model.property` makes a binding.
    public var projectedValue: Bindable<Value> { self }

    /// A bindable for `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// A bindable for `wrappedValue`.
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    /// The bindable another one's projected value is (`@Bindable var
    /// model: Model` initialized with `$model`).
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}
