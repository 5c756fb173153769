public import Foundation
import TandemGraphics

/// Recognizes a finger held still for a while. Continuous: it begins when
/// the finger has been down ``minimumPressDuration``, changes as it moves,
/// and ends when it lifts.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must stay down; 0.5 seconds by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move before the press begins; 10 points by default.
    open var allowableMovement: CGFloat = 10
    /// How many fingers the press takes; 1 by default.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var timer: Timer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= numberOfTouchesRequired, let touch = touches.first else {
            state = .failed
            return
        }
        start = touch.location(in: nil)
        let timer = Timer(timeInterval: minimumPressDuration, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.state == .possible, self.numberOfTouches > 0 else { return }
                self.state = .began
            }
        }
        RunLoop.current.add(timer, forMode: .common)
        self.timer = timer
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        switch state {
        case .possible:
            guard let start else { return }
            let location = touch.location(in: nil)
            if hypot(location.x - start.x, location.y - start.y) > allowableMovement { state = .failed }
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
        timer?.invalidate()
        timer = nil
        start = nil
    }
}
