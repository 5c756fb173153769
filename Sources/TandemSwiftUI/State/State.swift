/// A value a view owns: its storage lives in the graph, at the view's
/// identity, and survives every re-creation of the view's value.
///
/// The initial value is used when the identity appears; after that the
/// stored value is kept until the identity goes (a branch switch, an `.id`
/// change, a `ForEach` row removed). Writing it re-evaluates the views that
/// read it. Reading or writing is safe from any thread: a write from a
/// background thread is reported and applied on the main actor.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private var initialValue: Value
    var box: StateBox<Value>?

    /// A state whose storage starts as `value`.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// A state whose storage starts as `value`.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// The stored value (the initial value before the view is in a graph).
    public var wrappedValue: Value {
        get { box?.value ?? initialValue }
        nonmutating set {
            guard let box else {
                StateDiagnostics.unboundWrite(Value.self)
                return
            }
            box.value = newValue
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        guard let box else {
            StateDiagnostics.unboundBinding(Value.self)
            return .constant(initialValue)
        }
        return Binding(location: box.location)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state that starts as `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: GraphBoundProperty {
    static func bind(at pointer: UnsafeMutableRawPointer, node: ViewNode, slot: Int) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        property.pointee.box = StateBox.kept(in: node, slot: slot, initialValue: property.pointee.initialValue)
    }
}
