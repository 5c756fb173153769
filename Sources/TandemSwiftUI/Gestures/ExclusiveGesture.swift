import TandemUIKit

/// Two gestures of which one is recognized (`exclusively(before:)`): the
/// second is recognized only when the first fails (a double tap before a
/// single tap, say).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of the gesture that is recognized.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value (the first failed).
        case second(Second.Value)
    }

    /// A primitive gesture.
    public typealias Body = Never
    /// The gesture that goes first.
    public var first: First
    /// The gesture recognized when the first fails.
    public var second: Second

    /// `first`, else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture, or `other` when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension ExclusiveGesture: RecognizableGesture, ComposedRecognizableGesture
where First: RecognizableGesture, Second: RecognizableGesture {
    /// The second gesture's recognizers wait for the first's to fail.
    func makeRecognizers() -> [UIGestureRecognizer] {
        let before = first.makeRecognizers(), after = second.makeRecognizers()
        for waiting in after {
            for earlier in before { waiting.require(toFail: earlier) }
        }
        return before + after
    }

    func handle(
        _ recognizer: UIGestureRecognizer, at index: Int, in view: UIView, handlers: GestureHandlers<Value>,
        run: GestureRun
    ) {
        let split = first.recognizerCount
        if index < split {
            let part: GestureHandlers<First.Value> = handlers.part(
                change: { handlers.change(.first($0)) }, end: { handlers.end(.first($0)) },
                cancel: { handlers.cancel() })
            first.handle(recognizer, at: index, in: view, handlers: part, run: run.part(0))
        } else {
            let part: GestureHandlers<Second.Value> = handlers.part(
                change: { handlers.change(.second($0)) }, end: { handlers.end(.second($0)) },
                cancel: { handlers.cancel() })
            second.handle(recognizer, at: index - split, in: view, handlers: part, run: run.part(1))
        }
    }
}
