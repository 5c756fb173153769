/// Imported publicly: the public declarations below use its types.
public import Foundation
import TandemUIKit

/// A two-finger pinch with its velocity and where it started (iOS 17's
/// form of ``MagnificationGesture``).
public struct MagnifyGesture: Gesture {
    /// Where the pinch is.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The scale from the fingers' first distance.
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// Where the pinch started, as a fraction of the view's size.
        public var startAnchor: UnitPoint
        /// Where the pinch started, in the view's coordinates.
        public var startLocation: CGPoint
    }

    /// A primitive gesture.
    public typealias Body = Never
    /// How far the scale must change before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A pinch that begins once the scale has changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

extension MagnifyGesture: RecognizableGesture {
    var recognizerCount: Int { 1 }

    func makeRecognizers() -> [UIGestureRecognizer] { [UIPinchGestureRecognizer()] }

    func matches(_ recognizers: [UIGestureRecognizer]) -> Bool {
        recognizers.count == 1 && recognizers[0] is UIPinchGestureRecognizer
    }

    func handle(
        _ recognizer: UIGestureRecognizer, at index: Int, in view: UIView, handlers: GestureHandlers<Value>,
        run: GestureRun
    ) {
        guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
        func value() -> Value {
            let start = TwoFingerStart.read(pinch, in: view, run: run)
            return Value(
                time: Date(), magnification: pinch.scale, velocity: pinch.velocity, startAnchor: start.anchor,
                startLocation: start.location)
        }
        switch pinch.state {
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
