/// A value a gesture updates while it is active, and that goes back to its
/// initial value when the gesture ends, is cancelled or fails.
///
/// Like `@State`, its storage lives in the graph at the view's identity.
/// Only a gesture's `updating(_:body:)` writes it (the wrapped value is
/// read-only); each write re-evaluates the views that read it. The reset
/// runs in `resetTransaction` (or the transaction the `reset` closure
/// sets), after the gesture's `onEnded` actions. Main actor only.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value
    private let resetAction: (Value, inout Transaction) -> Void
    var box: StateBox<Value>?

    /// A gesture state starting as `value`, reset without animation.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// A gesture state starting as `value`, reset without animation.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue, resetTransaction: Transaction())
    }

    /// A gesture state starting as `value`, reset in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
        resetAction = { _, transaction in transaction = resetTransaction }
    }

    /// A gesture state starting as `value`, reset in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A gesture state starting as `value`; when it resets, `reset` is
    /// given the value it had and sets the transaction of the reset.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        resetAction = reset
    }

    /// A gesture state starting as `value`; when it resets, `reset` is
    /// given the value it had and sets the transaction of the reset.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value: the initial one, or what the active gesture set.
    public var wrappedValue: Value {
        box?.value ?? initialValue
    }

    /// The state itself, to hand to `Gesture.updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    /// Runs a gesture's `updating` body on the stored value, in the
    /// transaction the body sets.
    @MainActor func update(_ body: (inout Value, inout Transaction) -> Void) {
        guard let box else {
            StateDiagnostics.unboundWrite(Value.self)
            return
        }
        var value = box.peek
        var transaction = Transaction()
        body(&value, &transaction)
        withTransaction(transaction) { box.value = value }
    }

    /// Puts the initial value back (the gesture stopped).
    @MainActor func reset() {
        guard let box else { return }
        var transaction = Transaction()
        resetAction(box.peek, &transaction)
        withTransaction(transaction) { box.value = initialValue }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state starting as `nil`, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// A gesture state starting as `nil`; when it resets, `reset` is given
    /// the value it had and sets the transaction of the reset.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: GraphBoundProperty {
    static func bind(at pointer: UnsafeMutableRawPointer, node: ViewNode, slot: Int) {
        let property = pointer.assumingMemoryBound(to: Self.self)
        property.pointee.box = StateBox.kept(in: node, slot: slot, initialValue: property.pointee.initialValue)
    }
}
