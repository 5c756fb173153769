import Foundation

/// Calls a method of its target once per display frame, just before the
/// frame is drawn, with the frame's times.
///
/// On Linux there is no `#selector`: the method is given as a method
/// reference, `CADisplayLink(target: self, selector: Self.step)` where
/// `step` takes the display link (or nothing). As on iOS, the link holds
/// its target strongly until ``invalidate()``, and runs once added to a run
/// loop. Frames come from Tandem's animation clock (60 a second in real
/// time; one per `TandemAnimationClock.advance(by:)` in tests).
@preconcurrency @MainActor
open class CADisplayLink: AnimationFrameObserver {
    private var target: AnyObject?
    private let call: (AnyObject, CADisplayLink) -> Void
    private var isAdded = false

    /// A link that calls `selector` (a method taking the link) on `target`.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        self.target = target
        call = { object, link in
            if let target = object as? Target { selector(target)(link) }
        }
    }

    /// A link that calls `selector` (a method without arguments) on `target`.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        self.target = target
        call = { object, _ in
            if let target = object as? Target { selector(target)() }
        }
    }

    /// The time of the frame being prepared (the animation clock's).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the frame after it: when what the callback prepares is shown.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames.
    open private(set) var duration: CFTimeInterval = 0
    /// Whether the callback is held back (frames still come for other reasons).
    open var isPaused = false {
        didSet { if !isPaused, isAdded { AnimationEngine.requestFrame() } }
    }
    /// Frames per second wanted; 0 for the display's rate (Tandem always gives its 60).
    open var preferredFramesPerSecond = 0
    /// The rates wanted (Tandem always gives 60 a second).
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// Starts calling the target on each frame (`runloop` and `mode` are
    /// accepted: frames come from the main run loop's animation clock).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil, !isAdded else { return }
        isAdded = true
        AnimationEngine.addFrameObserver(self)
    }

    /// Stops calling the target.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isAdded else { return }
        isAdded = false
        AnimationEngine.removeFrameObserver(self)
    }

    /// Stops the link for good and lets go of its target.
    open func invalidate() {
        remove(from: .main, forMode: .common)
        target = nil
    }

    package func animationFrame(at time: CFTimeInterval) {
        let interval = 1 / AnimationEngine.framesPerSecond
        duration = interval
        timestamp = time
        targetTimestamp = time + interval
        guard !isPaused, let target else { return }
        call(target, self)
    }

    /// Whether the link wants frames now.
    package var wantsFrames: Bool { isAdded && !isPaused }
}
