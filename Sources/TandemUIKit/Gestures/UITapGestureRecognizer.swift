import Foundation
import TandemGraphics

/// Recognizes taps: a number of fingers lifting close to where they touched,
/// a number of times in quick succession. Discrete: the action is sent once,
/// when the last tap ends.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture; 1 by default.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes; 1 by default.
    open var numberOfTouchesRequired = 1

    /// How far a finger may move during a tap.
    static let allowableMovement: CGFloat = 10
    /// How long the next tap may take to start.
    static let maximumTapInterval: TimeInterval = 0.35

    private var taps = 0
    private var touchStart: CGPoint?
    private var firstTapLocation: CGPoint?
    private var waitTimer: Timer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        waitTimer?.invalidate()
        waitTimer = nil
        guard numberOfTouches <= numberOfTouchesRequired, let touch = touches.first else {
            state = .failed
            return
        }
        let location = touch.location(in: nil)
        touchStart = location
        if let first = firstTapLocation, hypot(location.x - first.x, location.y - first.y) > 3 * Self.allowableMovement
        {
            state = .failed
            return
        }
        if firstTapLocation == nil { firstTapLocation = location }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, let start = touchStart else { return }
        let location = touch.location(in: nil)
        if hypot(location.x - start.x, location.y - start.y) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        taps += 1
        if taps >= numberOfTapsRequired {
            state = .ended
            return
        }
        // Wait for the next tap; without it, the gesture fails.
        let timer = Timer(timeInterval: Self.maximumTapInterval, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
        RunLoop.current.add(timer, forMode: .common)
        waitTimer = timer
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        taps = 0
        touchStart = nil
        firstTapLocation = nil
        waitTimer?.invalidate()
        waitTimer = nil
    }
}
