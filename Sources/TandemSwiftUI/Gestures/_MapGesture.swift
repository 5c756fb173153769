import TandemUIKit

/// A gesture whose values are another gesture's, transformed (`map(_:)`).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// A primitive gesture.
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value
}

extension Gesture {
    /// This gesture, reporting `body(value)` in place of each value.
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

extension _MapGesture: RecognizableGesture, WrappingRecognizableGesture where Content: RecognizableGesture {
    var wrapped: Content { content }

    func handle(
        _ recognizer: UIGestureRecognizer, at index: Int, in view: UIView, handlers: GestureHandlers<Value>,
        run: GestureRun
    ) {
        let transform = self.transform
        let mapped: GestureHandlers<Content.Value> = handlers.part(
            change: { handlers.change(transform($0)) }, end: { handlers.end(transform($0)) },
            cancel: { handlers.cancel() })
        content.handle(recognizer, at: index, in: view, handlers: mapped, run: run)
    }
}
