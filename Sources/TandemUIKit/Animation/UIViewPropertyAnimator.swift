import Foundation
import TandemGraphics
import TandemSupport

/// Animates the changes its animation blocks make to views, and lets code
/// start, pause, scrub, reverse, stop and finish them.
///
/// Its animations are ordinary layer animations whose time it steers (their
/// speed and offset): paused they hold still, scrubbed they follow
/// ``fractionComplete``, reversed they run back. It is held while it runs,
/// as UIKit holds running animators. Differences from UIKit are in
/// docs/Compatibility.md (scrubbing follows the curve; new timing in
/// `continueAnimation` is not used).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: AnimationFrameObserver {
    /// The length of the animations, in seconds.
    public let duration: TimeInterval
    /// The timing of the animations.
    public let timingParameters: UITimingCurveProvider?
    /// The delay it started with.
    open private(set) var delay: TimeInterval = 0
    /// Inactive, active or stopped.
    open private(set) var state = UIViewAnimatingState.inactive
    /// Whether it can be paused and reversed (always true in Tandem).
    open var isInterruptible = true
    /// Whether views take touches while it runs.
    open var isUserInteractionEnabled = true
    /// Whether hit-testing is left to the app (accepted; Tandem hit-tests the model).
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing is linear in time (accepted; Tandem scrubs along the curve).
    open var scrubsLinearly = true
    /// Whether it stays active and paused at its end instead of finishing.
    open var pausesOnCompletion = false

    /// One property it animates.
    private struct Track {
        let layer: CALayer
        let property: LayerAnimationKey.Property
        let animation: CAAnimation
        let from: AnimatedValue
        let to: AnimatedValue
        /// Where in the animator's time this animation starts.
        let offset: TimeInterval
    }

    private var pendingBlocks: [(changes: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    /// The animator's time (seconds into its animations) at ``anchor``.
    private var time: TimeInterval = 0
    /// The clock time ``time`` was taken at.
    private var anchor: CFTimeInterval = 0
    /// How its time runs: 1 forward, -1 reversed, 0 paused.
    private var rate: Double = 0
    /// The clock time its animations' own times are measured from.
    private var origin: CFTimeInterval = 0
    private var reversed = false

    /// An animator of `duration` seconds with `parameters`.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        timingParameters = parameters
    }

    /// An animator of `animations` with one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `animations` with a cubic curve of these control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `animations` with a spring of `ratio` that settles within the duration.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator started at once (after `delay`), with the curve of `options`.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.animationCurve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Whether it is running (active and not paused).
    open var isRunning: Bool { state == .active && rate != 0 }

    /// Whether it runs from the end back to the start.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            guard isRunning else { return }
            steer(rate: newValue ? -1 : 1)
        }
    }

    /// How far along its animations are, 0 to 1; set while paused (or
    /// inactive, which makes it active and paused) to scrub them there.
    open var fractionComplete: CGFloat {
        get { duration > 0 ? CGFloat(min(max(currentTime / duration, 0), 1)) : (state == .inactive ? 0 : 1) }
        set {
            guard newValue.isFinite else {
                Diagnostics.report(
                    "UIViewPropertyAnimator", "fractionComplete ignored \(newValue): it must be a number from 0 to 1")
                return
            }
            if state == .inactive { activate() }
            guard state == .active, rate == 0 else { return }
            time = Double(min(max(newValue, 0), 1)) * duration
            steer(rate: 0)
        }
    }

    /// Adds the changes `animation` makes (run when the animator starts, or
    /// at once over the time left when it is running).
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds changes that start `delayFactor` of the duration in (0 to 1).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        if state == .active {
            make(animation, startingAt: max(currentTime, Double(factor) * duration))
        } else {
            pendingBlocks.append((animation, factor))
        }
    }

    /// Adds a block run with the position it ended at when it finishes.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts or resumes the animations.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the animations after `delay` seconds (resumes a paused animator at once).
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            Diagnostics.report(
                "UIViewPropertyAnimator", "startAnimation ignored: a stopped animator must be finished first")
            return
        }
        if state == .inactive {
            self.delay = delay.isFinite ? max(0, delay) : 0
            activate()
            time = -self.delay
        }
        steer(rate: reversed ? -1 : 1)
    }

    /// Pauses the animations where they are (starting an inactive animator paused).
    open func pauseAnimation() {
        if state == .inactive { activate() }
        guard state == .active else { return }
        steer(rate: 0)
    }

    /// Resumes with the time left stretched by `durationFactor` (the new timing parameters are not used).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        let factor = durationFactor > 0 && durationFactor.isFinite ? Double(durationFactor) : 1
        steer(rate: (reversed ? -1 : 1) / factor)
    }

    /// Stops the animations where they are drawn: the views' properties take
    /// those values. Without finishing it becomes inactive and no completion
    /// runs; otherwise it is stopped, waiting for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let now = TandemAnimationClock.now
        var shown: [(Track, AnimatedValue)] = []
        for track in tracks {
            if let presentation = AnimationEngine.presentation(of: track.layer, at: now),
                let value = LayerAnimationKey.read(track.property, from: presentation)
            {
                shown.append((track, value))
            }
        }
        removeAnimations()
        UIView.performWithoutAnimation {
            for (track, value) in shown { LayerAnimationKey.write(value, to: track.property, of: track.layer) }
        }
        rate = 0
        AnimationEngine.removeFrameObserver(self)
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { tracks = [] }
    }

    /// Finishes a stopped animator at `finalPosition` (the views take the
    /// start or end values, or keep the current ones) and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            Diagnostics.report("UIViewPropertyAnimator", "finishAnimation(at:) ignored: the animator is not stopped")
            return
        }
        finish(at: finalPosition)
    }

    // MARK: Steering

    /// The animator's time now.
    private var currentTime: TimeInterval {
        time + rate * (TandemAnimationClock.now - anchor)
    }

    /// Runs the added blocks: their changes become the animator's animations.
    private func activate() {
        state = .active
        origin = TandemAnimationClock.now
        anchor = origin
        time = 0
        rate = 0
        let blocks = pendingBlocks
        pendingBlocks = []
        for block in blocks { make(block.changes, startingAt: Double(block.delayFactor) * duration) }
        AnimationEngine.addFrameObserver(self)
    }

    /// Runs `changes` as animations that start `offset` seconds into the animator's time and end with it.
    private func make(_ changes: () -> Void, startingAt offset: TimeInterval) {
        let length = duration - offset
        let timing: UIViewAnimationBlock.Timing
        if let spring = timingParameters?.springTimingParameters {
            timing = spring.timing
        } else {
            timing = .curve(
                timingParameters?.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut))
        }
        var made: [Track] = []
        UIViewAnimationBlock.run(
            duration: max(length, 1e-6), delay: 0, options: [], timing: timing, changes: changes, completion: nil,
            onAnimationMade: { layer, property, animation, from, to in
                // The animator steers its time (from its start, in the layer's time); it removes it itself.
                animation.beginTime = layer.localTime(at: self.origin)
                animation.fillMode = .both
                animation.isRemovedOnCompletion = false
                made.append(
                    Track(layer: layer, property: property, animation: animation, from: from, to: to, offset: offset))
            })
        tracks += made
        steer(rate: rate)
    }

    /// Sets how the animator's time runs from now on, and its animations' times with it.
    private func steer(rate newRate: Double) {
        let now = TandemAnimationClock.now
        time = currentTime
        anchor = now
        rate = newRate
        for track in tracks {
            // Its own time is the animator's less its offset: at `anchor`, `time - offset`.
            track.animation.speed = Float(rate)
            track.animation.timeOffset = time - track.offset - rate * (anchor - origin)
        }
        AnimationEngine.requestFrame()
    }

    package var wantsFrames: Bool { state == .active && rate != 0 }

    package func animationFrame(at time: CFTimeInterval) {
        guard state == .active, rate != 0 else { return }
        let now = currentTime
        if rate > 0, now >= duration {
            if pausesOnCompletion {
                hold(at: duration)
            } else {
                finish(at: .end)
            }
        } else if rate < 0, now <= 0 {
            if pausesOnCompletion {
                hold(at: 0)
            } else {
                finish(at: .start)
            }
        }
    }

    /// Pauses exactly at `time` (an end reached with `pausesOnCompletion`).
    private func hold(at time: TimeInterval) {
        self.time = time
        anchor = TandemAnimationClock.now
        steer(rate: 0)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        removeAnimations()
        UIView.performWithoutAnimation {
            for track in tracks {
                switch position {
                case .start: LayerAnimationKey.write(track.from, to: track.property, of: track.layer)
                case .end: LayerAnimationKey.write(track.to, to: track.property, of: track.layer)
                case .current: break
                }
            }
        }
        tracks = []
        state = .inactive
        rate = 0
        AnimationEngine.removeFrameObserver(self)
        let due = completions
        completions = []
        for completion in due { completion(position) }
    }

    private func removeAnimations() {
        for track in tracks {
            let animation = track.animation
            AnimationEngine.remove(from: track.layer, reportingStop: false) { $0.animation === animation }
        }
    }
}
