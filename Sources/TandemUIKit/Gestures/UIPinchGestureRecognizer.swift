public import Foundation
import TandemGraphics

/// Recognizes a pinch: two fingers moving apart or together. Continuous: it
/// begins once the distance between the fingers has changed by 8 points,
/// changes as they move, and ends when one lifts.
///
/// ``scale`` is the distance between the fingers divided by their distance
/// when they went down (or when ``scale`` was last set: setting it, often to
/// 1 in the action, makes later values relative to that moment); ``velocity``
/// is the change of scale per second. In a window, a pinch comes from a
/// mouse drag with Option (Alt) held: a second finger mirrors the pointer
/// about the window's center, as in the iOS Simulator. Main actor only.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the distance between the fingers changes before the pinch begins, in points.
    static let hysteresis: CGFloat = 8

    /// The scale of the pinch: the distance between the fingers relative to
    /// the distance at the start (or when the scale was last set); 1 until the fingers move.
    open var scale: CGFloat {
        get { scaleValue }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            scaleValue = newValue
            // Later scales are relative to the distance now.
            if let span = TwoFingerSpan.of(self) { baseDistance = span.distance / newValue }
        }
    }
    /// How fast the scale changes, in scale factor per second (negative while the fingers close).
    open var velocity: CGFloat { samples.velocity }

    private var scaleValue: CGFloat = 1
    /// The distance at which the scale is 1.
    private var baseDistance: CGFloat?
    /// The distance when the second finger went down.
    private var startDistance: CGFloat?
    private var samples = GestureSamples()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= 2 else {
            if state == .possible { state = .failed }
            return
        }
        if let span = TwoFingerSpan.of(self), startDistance == nil {
            startDistance = span.distance
            baseDistance = span.distance
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = TwoFingerSpan.of(self), let base = baseDistance, let start = startDistance, base > 0 else {
            return
        }
        scaleValue = span.distance / base
        samples.record(scaleValue, at: event.timestamp)
        switch state {
        case .possible:
            if abs(span.distance - start) > Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    open override func reset() {
        scaleValue = 1
        baseDistance = nil
        startDistance = nil
        samples.removeAll()
    }
}
