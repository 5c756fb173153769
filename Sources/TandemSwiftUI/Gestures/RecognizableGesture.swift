import TandemUIKit

/// A gesture Tandem recognizes with a UIKit gesture recognizer.
@MainActor
protocol RecognizableGesture: Gesture {
    /// A recognizer configured for this gesture (its target is added by the caller).
    func makeRecognizer() -> UIGestureRecognizer
    /// Whether `recognizer` was made by a gesture of this kind and configuration.
    func matches(_ recognizer: UIGestureRecognizer) -> Bool
    /// Runs the handlers for the recognizer's current state.
    func handle(_ recognizer: UIGestureRecognizer, in view: UIView, handlers: GestureHandlers<Value>)
}
