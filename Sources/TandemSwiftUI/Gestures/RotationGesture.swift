import Foundation
import TandemUIKit

/// A two-finger rotation, reporting the angle turned since it began,
/// recognized by a `UIRotationGestureRecognizer`. `minimumAngleDelta` is
/// kept; the recognizer's own threshold decides when it begins.
public struct RotationGesture: Gesture {
    /// The angle turned (clockwise positive, as on screen).
    public typealias Value = Angle
    /// A primitive gesture.
    public typealias Body = Never
    /// How far the fingers must turn before the gesture begins.
    public var minimumAngleDelta: Angle

    /// A rotation that begins once the fingers have turned `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

extension RotationGesture: PrimitiveRecognizableGesture {
    func makeRecognizer() -> UIGestureRecognizer { UIRotationGestureRecognizer() }

    func matches(_ recognizer: UIGestureRecognizer) -> Bool { recognizer is UIRotationGestureRecognizer }

    func handle(_ recognizer: UIGestureRecognizer, in view: UIView, handlers: GestureHandlers<Angle>) {
        guard let rotation = recognizer as? UIRotationGestureRecognizer else { return }
        switch rotation.state {
        case .began, .changed: handlers.change(.radians(Double(rotation.rotation)))
        case .ended: handlers.end(.radians(Double(rotation.rotation)))
        case .cancelled, .failed: handlers.cancel()
        default: break
        }
    }
}
