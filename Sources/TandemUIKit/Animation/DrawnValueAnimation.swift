import Foundation
import TandemGraphics

/// A number a control draws itself with (a switch's thumb position, a
/// progress bar's fill) that moves to a new value over time: as a frame
/// observer it marks the view for display at every frame until the end,
/// and ``value`` is the curve's value at the clock's time, so `draw(_:)`
/// reads where it is. It ends by itself (`runAnimationsToEnd` waits).
@preconcurrency @MainActor
final class DrawnValueAnimation: AnimationFrameObserver {
    private weak var view: UIView?
    private var from: CGFloat
    private(set) var target: CGFloat
    private var start: CFTimeInterval = 0
    private var duration: CFTimeInterval = 0
    private var timing = CAMediaTimingFunction(name: .easeInEaseOut)
    private var isRunning = false

    init(view: UIView, value: CGFloat) {
        self.view = view
        from = value
        target = value
    }

    /// The value to draw now.
    var value: CGFloat { value(at: TandemAnimationClock.now) }

    /// The value at `time`.
    func value(at time: CFTimeInterval) -> CGFloat {
        guard isRunning, duration > 0 else { return target }
        let linear = min(max((time - start) / duration, 0), 1)
        return from + (target - from) * CGFloat(timing.value(at: linear))
    }

    /// Moves to `value` over `duration` seconds along `timing`, from
    /// `origin` (nil: where it is drawn now); with no duration, at once.
    func move(
        from origin: CGFloat? = nil, to value: CGFloat, duration: CFTimeInterval, timing: CAMediaTimingFunction
    ) {
        let now = TandemAnimationClock.now
        from = origin ?? self.value(at: now)
        target = value
        start = now
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.timing = timing
        view?.setNeedsDisplay()
        if self.duration > 0, from != target {
            isRunning = true
            AnimationEngine.addFrameObserver(self)
        } else {
            stop()
        }
    }

    private func stop() {
        isRunning = false
        AnimationEngine.removeFrameObserver(self)
    }

    var wantsFrames: Bool { isRunning }
    var endsByItself: Bool { true }

    func animationFrame(at time: CFTimeInterval) {
        view?.setNeedsDisplay()
        if time >= start + duration { stop() }
    }
}
