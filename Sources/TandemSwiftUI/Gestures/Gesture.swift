import TandemUIKit

/// An input gesture: taps, long presses, drags, with `onChanged` and
/// `onEnded` actions. Attach with `.gesture(_:)`; each is recognized by the
/// matching UIKit gesture recognizer.
@preconcurrency @MainActor
public protocol Gesture<Value> {
    /// What the gesture reports.
    associatedtype Value
    /// A composed gesture's type.
    associatedtype Body: Gesture

    /// The gesture this gesture is made of.
    var body: Self.Body { get }
}

extension Never: Gesture {
    /// Never: it is the body of primitive gestures.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Never called: a primitive gesture.
    public var body: Never { primitiveBodyCalled(Self.self) }
}

extension Gesture {
    /// This gesture, running `action` when it ends.
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

extension Gesture where Value: Equatable {
    /// This gesture, running `action` with each new value.
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension _EndedGesture: RecognizableGesture, WrappingRecognizableGesture where Content: RecognizableGesture {
    var wrapped: Content { content }
    func handle(
        _ recognizer: UIGestureRecognizer, at index: Int, in view: UIView, handlers: GestureHandlers<Value>,
        run: GestureRun
    ) {
        var handlers = handlers
        handlers.ended.append(action)
        content.handle(recognizer, at: index, in: view, handlers: handlers, run: run)
    }
}

extension _ChangedGesture: RecognizableGesture, WrappingRecognizableGesture where Content: RecognizableGesture {
    var wrapped: Content { content }
    func handle(
        _ recognizer: UIGestureRecognizer, at index: Int, in view: UIView, handlers: GestureHandlers<Value>,
        run: GestureRun
    ) {
        var handlers = handlers
        handlers.changed.append(action)
        content.handle(recognizer, at: index, in: view, handlers: handlers, run: run)
    }
}
