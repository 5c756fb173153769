import Foundation
import TandemUIKit

/// Plays a ``KeyframeAnimator``'s keyframes on the animation clock: a frame
/// observer that, while a run lasts, asks for the content to be remade at
/// each frame (so the content shows the timeline's value at the frame's time).
@MainActor
final class KeyframePlayer<Value>: AnimationFrameObserver {
    private var timeline: KeyframeTimeline<Value>?
    private var start: CFTimeInterval = 0
    private var repeating = false
    private var onFrame: (() -> Void)?
    /// The value a finished run ended with (shown until the next run).
    private var rest: Value?
    private var isRunning = false
    /// Whether the animator is on screen (runs start only then).
    var isShown = false

    /// The value to show now: the running timeline's at the clock's time,
    /// else where the last run ended, else `initial`.
    func value(initial: Value) -> Value {
        guard isRunning, let timeline else { return rest ?? initial }
        return timeline.value(time: elapsed(at: TandemAnimationClock.now, in: timeline))
    }

    /// The time into the timeline at `time` (wrapped round when repeating).
    private func elapsed(at time: CFTimeInterval, in timeline: KeyframeTimeline<Value>) -> TimeInterval {
        let elapsed = max(0, time - start)
        let duration = timeline.duration
        guard repeating, duration > 0 else { return elapsed }
        return elapsed.truncatingRemainder(dividingBy: duration)
    }

    /// Plays `timeline` from now; `onFrame` remakes the content.
    func play(_ timeline: KeyframeTimeline<Value>, repeating: Bool, onFrame: @escaping () -> Void) {
        guard isShown else { return }
        self.timeline = timeline
        self.repeating = repeating
        self.onFrame = onFrame
        start = TandemAnimationClock.now
        rest = nil
        if timeline.duration > 0 {
            isRunning = true
            AnimationEngine.addFrameObserver(self)
        } else {
            // Nothing to play: the keyframes' value at once.
            rest = timeline.value(time: 0)
        }
        onFrame()
    }

    /// Stops the run where it is (the view left the screen).
    func stop(isShown: Bool) {
        self.isShown = isShown
        if isRunning, let timeline { rest = timeline.value(time: elapsed(at: TandemAnimationClock.now, in: timeline)) }
        isRunning = false
        AnimationEngine.removeFrameObserver(self)
    }

    var wantsFrames: Bool { isRunning }
    var endsByItself: Bool { !repeating }

    func animationFrame(at time: CFTimeInterval) {
        guard isRunning, let timeline else { return }
        if !repeating, time - start >= timeline.duration {
            // The run is over: the content shows its end value from now on.
            rest = timeline.value(time: timeline.duration)
            isRunning = false
            AnimationEngine.removeFrameObserver(self)
        }
        onFrame?()
    }
}
