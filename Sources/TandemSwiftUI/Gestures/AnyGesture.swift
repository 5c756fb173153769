import TandemUIKit

/// A gesture of any type with values of type `Value` (a type-erased gesture).
public struct AnyGesture<Value>: Gesture {
    /// A primitive gesture.
    public typealias Body = Never
    let recognizable: AnyRecognizable?

    /// `gesture`, its type erased.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        recognizable = (gesture as? any RecognizableGesture).map { AnyRecognizable.make($0, as: Value.self) }
    }
}

extension AnyGesture: RecognizableGesture {
    var recognizerCount: Int { recognizable?.count ?? 0 }
    func makeRecognizers() -> [UIGestureRecognizer] { recognizable?.make() ?? [] }
    func matches(_ recognizers: [UIGestureRecognizer]) -> Bool {
        recognizable?.matches(recognizers) ?? recognizers.isEmpty
    }

    func handle(
        _ recognizer: UIGestureRecognizer, at index: Int, in view: UIView, handlers: GestureHandlers<Value>,
        run: GestureRun
    ) {
        recognizable?.handle(recognizer, index, view, handlers, run)
    }
}
