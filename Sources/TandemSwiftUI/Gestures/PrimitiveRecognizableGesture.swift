import TandemUIKit

/// A gesture recognized by a single UIKit gesture recognizer.
@MainActor
protocol PrimitiveRecognizableGesture: RecognizableGesture {
    /// A recognizer configured for this gesture (its target is added by the caller).
    func makeRecognizer() -> UIGestureRecognizer
    /// Whether `recognizer` was made by a gesture of this kind and configuration.
    func matches(_ recognizer: UIGestureRecognizer) -> Bool
    /// Runs the handlers for the recognizer's current state.
    func handle(_ recognizer: UIGestureRecognizer, in view: UIView, handlers: GestureHandlers<Value>)
}

extension PrimitiveRecognizableGesture {
    var recognizerCount: Int { 1 }

    func makeRecognizers() -> [UIGestureRecognizer] { [makeRecognizer()] }

    func matches(_ recognizers: [UIGestureRecognizer]) -> Bool {
        recognizers.count == 1 && matches(recognizers[0])
    }

    func handle(
        _ recognizer: UIGestureRecognizer, at index: Int, in view: UIView, handlers: GestureHandlers<Value>,
        run: GestureRun
    ) {
        handle(recognizer, in: view, handlers: handlers)
    }
}
