import TandemUIKit

/// A gesture that updates a ``GestureState`` with each of its values, made
/// by `Gesture.updating(_:body:)`.
///
/// On each change of `base`, `body` gets the value, the state's current
/// value to change, and the transaction of that change; it runs before the
/// gesture's `onChanged` actions. When the gesture ends, is cancelled or
/// fails, the state goes back to its initial value (after `onEnded`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// A primitive gesture.
    public typealias Body = Never
    /// The gesture whose values update the state.
    public var base: Base
    /// The state updated.
    public var state: GestureState<State>
    /// Updates the state from a value.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// A gesture updating `state` from `base`'s values with `body`.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }
}

extension Gesture {
    /// This gesture, updating `state` with `body` as its value changes; the
    /// state resets when the gesture ends.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension GestureStateGesture: RecognizableGesture, WrappingRecognizableGesture where Base: RecognizableGesture {
    var wrapped: Base { base }
    func handle(
        _ recognizer: UIGestureRecognizer, at index: Int, in view: UIView, handlers: GestureHandlers<Value>,
        run: GestureRun
    ) {
        var handlers = handlers
        let state = self.state, update = self.body
        handlers.updating.insert(
            { value in state.update { stored, transaction in update(value, &stored, &transaction) } }, at: 0)
        handlers.reset.append { state.reset() }
        base.handle(recognizer, at: index, in: view, handlers: handlers, run: run)
    }
}
