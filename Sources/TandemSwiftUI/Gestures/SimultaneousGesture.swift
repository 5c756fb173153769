import TandemUIKit

/// Two gestures recognized at the same time (`simultaneously(with:)`): its
/// value holds the latest value of each (nil for one that has not begun).
/// It changes when either changes, and ends once neither is under way and
/// at least one of them ended (it is cancelled when both were).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The latest values of the two gestures.
    public struct Value {
        /// The first gesture's value (nil before it began).
        public var first: First.Value?
        /// The second gesture's value (nil before it began).
        public var second: Second.Value?
    }

    /// A primitive gesture.
    public typealias Body = Never
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Both gestures, recognized together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// This gesture and `other`, recognized at the same time (pinching and rotating, say).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

extension SimultaneousGesture: RecognizableGesture, ComposedRecognizableGesture
where First: RecognizableGesture, Second: RecognizableGesture {
    func handle(
        _ recognizer: UIGestureRecognizer, at index: Int, in view: UIView, handlers: GestureHandlers<Value>,
        run: GestureRun
    ) {
        func value() -> Value {
            Value(first: run.values["first"] as? First.Value, second: run.values["second"] as? Second.Value)
        }
        // Once neither part is under way: ended if one ended, else cancelled.
        func finishIfDone() {
            guard run.values["active first"] == nil, run.values["active second"] == nil else { return }
            let ended = run.values["ended"] != nil
            let last = value()
            run.clear()
            if ended { handlers.end(last) } else { handlers.cancel() }
        }
        func partHandlers<Part>(_ name: String) -> GestureHandlers<Part> {
            handlers.part(
                change: { (part: Part) in
                    run.values[name] = part
                    run.values["active \(name)"] = true
                    handlers.change(value())
                },
                end: { part in
                    run.values[name] = part
                    run.values["active \(name)"] = nil
                    run.values["ended"] = true
                    finishIfDone()
                },
                cancel: {
                    run.values["active \(name)"] = nil
                    finishIfDone()
                })
        }
        let split = first.recognizerCount
        if index < split {
            first.handle(recognizer, at: index, in: view, handlers: partHandlers("first"), run: run.part(0))
        } else {
            second.handle(recognizer, at: index - split, in: view, handlers: partHandlers("second"), run: run.part(1))
        }
    }
}
