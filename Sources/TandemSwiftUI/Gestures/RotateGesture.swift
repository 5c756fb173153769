/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemUIKit

/// A two-finger rotation with its velocity and where it started (iOS 17's
/// form of ``RotationGesture``).
public struct RotateGesture: Gesture {
    /// Where the rotation is.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The angle turned since the gesture began.
        public var rotation: Angle
        /// How fast it turns, per second.
        public var velocity: Angle
        /// Where the rotation started, as a fraction of the view's size.
        public var startAnchor: UnitPoint
        /// Where the rotation started, in the view's coordinates.
        public var startLocation: CGPoint
    }

    /// A primitive gesture.
    public typealias Body = Never
    /// How far the fingers must turn before the gesture begins.
    public var minimumAngleDelta: Angle

    /// A rotation that begins once the fingers have turned `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

extension RotateGesture: RecognizableGesture {
    var recognizerCount: Int { 1 }

    func makeRecognizers() -> [UIGestureRecognizer] { [UIRotationGestureRecognizer()] }

    func matches(_ recognizers: [UIGestureRecognizer]) -> Bool {
        recognizers.count == 1 && recognizers[0] is UIRotationGestureRecognizer
    }

    func handle(
        _ recognizer: UIGestureRecognizer, at index: Int, in view: UIView, handlers: GestureHandlers<Value>,
        run: GestureRun
    ) {
        guard let rotation = recognizer as? UIRotationGestureRecognizer else { return }
        func value() -> Value {
            let start = TwoFingerStart.read(rotation, in: view, run: run)
            return Value(
                time: Date(), rotation: .radians(Double(rotation.rotation)),
                velocity: .radians(Double(rotation.velocity)), startAnchor: start.anchor,
                startLocation: start.location)
        }
        switch rotation.state {
        case .began, .changed: handlers.change(value())
        case .ended:
            let last = value()
            run.clear()
            handlers.end(last)
        case .cancelled, .failed:
            run.clear()
            handlers.cancel()
        default: break
        }
    }
}
