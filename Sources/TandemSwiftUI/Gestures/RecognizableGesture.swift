import TandemUIKit

/// A gesture Tandem recognizes with UIKit gesture recognizers: one for a
/// primitive gesture, one per primitive part for a composed gesture
/// (`simultaneously`, `sequenced`, `exclusively`).
@MainActor
protocol RecognizableGesture: Gesture {
    /// How many recognizers the gesture uses.
    var recognizerCount: Int { get }
    /// Recognizers configured for this gesture, in order (their targets are
    /// added by the caller); a composed gesture links them as it needs.
    func makeRecognizers() -> [UIGestureRecognizer]
    /// Whether `recognizers` were made by a gesture of this kind and configuration.
    func matches(_ recognizers: [UIGestureRecognizer]) -> Bool
    /// Runs the handlers for the current state of the recognizer at `index`;
    /// `run` keeps what a composed gesture remembers while it is under way.
    func handle(
        _ recognizer: UIGestureRecognizer, at index: Int, in view: UIView, handlers: GestureHandlers<Value>,
        run: GestureRun)
}
