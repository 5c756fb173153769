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

/// The recognizer-making and handling of an erased gesture, for its value type.
@MainActor
struct AnyRecognizable {
    let count: Int
    let make: () -> [UIGestureRecognizer]
    let matches: ([UIGestureRecognizer]) -> Bool
    /// Handles with handlers of the erased gesture's value type (boxed as `Any`).
    let handle: (UIGestureRecognizer, Int, UIView, Any, GestureRun) -> Void

    static func make<G: RecognizableGesture, V>(_ gesture: G, as: V.Type) -> AnyRecognizable {
        AnyRecognizable(
            count: gesture.recognizerCount, make: gesture.makeRecognizers, matches: gesture.matches,
            handle: { recognizer, index, view, handlers, run in
                guard let handlers = handlers as? GestureHandlers<G.Value> else { return }
                gesture.handle(recognizer, at: index, in: view, handlers: handlers, run: run)
            })
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
