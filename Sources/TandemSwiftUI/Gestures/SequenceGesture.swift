import TandemUIKit

/// A gesture followed by another (`sequenced(before:)`): the second counts
/// only once the first has ended (a long press, then a drag). Its value is
/// the first's while that is under way, then both: `.second(first, nil)`
/// as the first ends, `.second(first, second)` as the second changes; it
/// ends when the second ends, and is cancelled when either part is, or when
/// the touch lifts before the second began.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first gesture ended with its value; the second's (nil before it began).
        case second(First.Value, Second.Value?)
    }

    /// A primitive gesture.
    public typealias Body = Never
    /// The gesture that must end first.
    public var first: First
    /// The gesture that follows.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture, then `other` once this one has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

extension SequenceGesture: RecognizableGesture, ComposedRecognizableGesture
where First: RecognizableGesture, Second: RecognizableGesture {
    func handle(
        _ recognizer: UIGestureRecognizer, at index: Int, in view: UIView, handlers: GestureHandlers<Value>,
        run: GestureRun
    ) {
        let split = first.recognizerCount
        let firstValue = run.values["first"] as? First.Value
        if index < split {
            let part: GestureHandlers<First.Value> = handlers.part(
                change: { value in
                    // A new touch after a sequence that never finished starts over.
                    if run.values["first"] != nil { run.clear() }
                    handlers.change(.first(value))
                },
                end: { value in
                    run.values["first"] = value
                    handlers.change(.second(value, nil))
                },
                cancel: {
                    guard run.values["first"] == nil else { return }
                    run.clear()
                    handlers.cancel()
                })
            first.handle(recognizer, at: index, in: view, handlers: part, run: run.part(0))
            // The touch lifted after the first ended and before the second began: the sequence fails.
            if firstValue != nil, run.values["second began"] == nil,
                [.ended, .cancelled, .failed].contains(recognizer.state)
            {
                run.clear()
                handlers.cancel()
            }
        } else {
            guard let firstValue else { return }
            let part: GestureHandlers<Second.Value> = handlers.part(
                change: { value in
                    run.values["second began"] = true
                    handlers.change(.second(firstValue, value))
                },
                end: { value in
                    run.clear()
                    handlers.end(.second(firstValue, value))
                },
                cancel: {
                    run.clear()
                    handlers.cancel()
                })
            second.handle(recognizer, at: index - split, in: view, handlers: part, run: run.part(1))
        }
    }
}
