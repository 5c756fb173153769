import TandemUIKit

/// A gesture that ends when the view is tapped `count` times.
public struct TapGesture: Gesture {
    /// Nothing but the fact of the tap.
    public typealias Value = Void
    /// A primitive gesture.
    public typealias Body = Never
    /// The taps required.
    public var count: Int

    /// A tap gesture of `count` taps.
    public init(count: Int = 1) {
        self.count = max(1, count)
    }
}

extension TapGesture: PrimitiveRecognizableGesture {
    func makeRecognizer() -> UIGestureRecognizer {
        let recognizer = UITapGestureRecognizer()
        recognizer.numberOfTapsRequired = count
        return recognizer
    }

    func matches(_ recognizer: UIGestureRecognizer) -> Bool {
        (recognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == count
    }

    func handle(_ recognizer: UIGestureRecognizer, in view: UIView, handlers: GestureHandlers<Void>) {
        switch recognizer.state {
        case .ended:
            // A tap has no changes before it ends: `updating` sees the end's value.
            for action in handlers.updating { action(()) }
            handlers.end(())
        case .cancelled, .failed:
            handlers.cancel()
        default:
            break
        }
    }
}
