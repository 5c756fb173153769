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

/// A gesture that adds to another's handling (`onEnded`, `onChanged`,
/// `updating`, `map`): it uses that gesture's recognizers as they are.
@MainActor
protocol WrappingRecognizableGesture: RecognizableGesture {
    associatedtype Wrapped: RecognizableGesture
    /// The gesture whose recognizers are used.
    var wrapped: Wrapped { get }
}

extension WrappingRecognizableGesture {
    var recognizerCount: Int { wrapped.recognizerCount }
    func makeRecognizers() -> [UIGestureRecognizer] { wrapped.makeRecognizers() }
    func matches(_ recognizers: [UIGestureRecognizer]) -> Bool { wrapped.matches(recognizers) }
}

/// What a composed gesture remembers while it is under way (its parts'
/// latest values), one node per composed gesture of the tree, kept by the
/// gesture's modifier across updates of the view.
@MainActor
final class GestureRun {
    /// The composed gesture's own values, by name.
    var values: [String: Any] = [:]
    private var parts: [GestureRun?] = [nil, nil]

    /// The run of part `index` (0 or 1).
    func part(_ index: Int) -> GestureRun {
        if let known = parts[index] { return known }
        let made = GestureRun()
        parts[index] = made
        return made
    }

    /// Forgets everything (the gesture ended or was cancelled).
    func clear() {
        values = [:]
        parts = [nil, nil]
    }
}
