/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemUIKit

/// A two-finger pinch, reporting the scale from the fingers' first
/// distance (1 at the start), recognized by a `UIPinchGestureRecognizer`.
/// `minimumScaleDelta` is kept; the recognizer's own threshold decides when
/// it begins (see docs/Compatibility.md).
public struct MagnificationGesture: Gesture {
    /// The scale.
    public typealias Value = CGFloat
    /// A primitive gesture.
    public typealias Body = Never
    /// How far the scale must change before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A pinch that begins once the scale has changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

extension MagnificationGesture: PrimitiveRecognizableGesture {
    func makeRecognizer() -> UIGestureRecognizer { UIPinchGestureRecognizer() }

    func matches(_ recognizer: UIGestureRecognizer) -> Bool { recognizer is UIPinchGestureRecognizer }

    func handle(_ recognizer: UIGestureRecognizer, in view: UIView, handlers: GestureHandlers<CGFloat>) {
        guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
        switch pinch.state {
        case .began, .changed: handlers.change(pinch.scale)
        case .ended: handlers.end(pinch.scale)
        case .cancelled, .failed: handlers.cancel()
        default: break
        }
    }
}
