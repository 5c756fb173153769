public import Foundation
import TandemGraphics

/// Recognizes a drag. Continuous: it begins once the finger has moved 10
/// points, changes as it moves and ends when it lifts; ``translation(in:)``
/// and ``velocity(in:)`` describe the drag.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that make a pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers that make a pan.
    open var maximumNumberOfTouches = Int.max

    /// How far the finger moves before the pan begins: 10 points, as
    /// UIKit's; SwiftUI's `DragGesture(minimumDistance:)` sets its own (0:
    /// the pan begins when the finger goes down).
    package var hysteresis: CGFloat = 10

    /// Where the finger went down (window coordinates), moved by `setTranslation`.
    private var origin: CGPoint?
    private var current: CGPoint?
    /// Recent locations with their times, for the velocity.
    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    /// How far the finger moved since it went down (or since the last
    /// `setTranslation`), in `view`'s coordinate space.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin, let current else { return .zero }
        return vector(from: origin, to: current, in: view)
    }

    /// Makes the translation `translation` (in `view`'s coordinate space) from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current else { return }
        let inWindow = windowVector(translation, from: view)
        origin = CGPoint(x: current.x - inWindow.x, y: current.y - inWindow.y)
    }

    /// The drag's speed in points per second in `view`'s coordinate space, over the last tenth of a second.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }),
            last.time > first.time
        else { return .zero }
        let delta = vector(from: first.location, to: last.location, in: view)
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: delta.x / dt, y: delta.y / dt)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= maximumNumberOfTouches, let touch = touches.first else {
            if state == .possible { state = .failed }
            return
        }
        if origin == nil { origin = touch.location(in: nil) }
        current = touch.location(in: nil)
        record(touch)
        if hysteresis <= 0, state == .possible, numberOfTouches >= minimumNumberOfTouches { state = .began }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        current = touch.location(in: nil)
        record(touch)
        switch state {
        case .possible:
            guard let origin, let current, numberOfTouches >= minimumNumberOfTouches,
                hypot(current.x - origin.x, current.y - origin.y) > hysteresis
            else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first {
            current = touch.location(in: nil)
            record(touch)
        }
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    open override func reset() {
        origin = nil
        current = nil
        samples = []
    }

    private func record(_ touch: UITouch) {
        samples.append((touch.timestamp, touch.location(in: nil)))
        if samples.count > 16 { samples.removeFirst(samples.count - 16) }
    }

    /// A window-space vector from `a` to `b`, in `view`'s coordinate space (rotation and scale applied).
    private func vector(from a: CGPoint, to b: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let p = view.convert(a, from: window), q = view.convert(b, from: window)
        return CGPoint(x: q.x - p.x, y: q.y - p.y)
    }

    /// A vector in `view`'s coordinate space, in window space.
    private func windowVector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return vector }
        let p = view.convert(CGPoint.zero, to: window), q = view.convert(vector, to: window)
        return CGPoint(x: q.x - p.x, y: q.y - p.y)
    }
}
