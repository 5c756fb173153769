import TandemUIKit

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
