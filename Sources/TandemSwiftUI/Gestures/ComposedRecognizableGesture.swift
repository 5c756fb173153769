import TandemUIKit

/// A gesture composed of two recognized gestures (`simultaneously`,
/// `sequenced`, `exclusively`): the first's recognizers, then the second's.
@MainActor
protocol ComposedRecognizableGesture: RecognizableGesture {
    associatedtype First: RecognizableGesture
    associatedtype Second: RecognizableGesture
    var first: First { get }
    var second: Second { get }
}

extension ComposedRecognizableGesture {
    var recognizerCount: Int { first.recognizerCount + second.recognizerCount }

    func makeRecognizers() -> [UIGestureRecognizer] { first.makeRecognizers() + second.makeRecognizers() }

    func matches(_ recognizers: [UIGestureRecognizer]) -> Bool {
        let split = first.recognizerCount
        return recognizers.count == recognizerCount && first.matches(Array(recognizers[..<split]))
            && second.matches(Array(recognizers[split...]))
    }
}
