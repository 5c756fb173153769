import TandemUIKit

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
