import Foundation
import TandemGraphics

/// An animation of a layer: its timing (begin, duration, speed, repeats,
/// reversal, fill) and its delegate. Subclasses say what changes.
///
/// Added to a layer with `CALayer.add(_:forKey:)`, it changes what the
/// layer's presentation shows (and what is drawn) while the layer's model
/// values stay as set. Unlike Core Animation, Tandem does not copy the
/// animation when it is added: changing it afterwards changes the running
/// animation (see docs/Compatibility.md). The delegate is held strongly, as
/// in Core Animation.
@preconcurrency @MainActor
open class CAAnimation {
    /// Creates an animation with Core Animation's defaults.
    public required init() {}

    /// Creates an animation with Core Animation's defaults.
    open class func animation() -> Self { self.init() }

    /// The length of one cycle in seconds; 0 means the transaction's duration (0.25 s).
    open var duration: CFTimeInterval = 0
    /// When the animation starts, in the layer's time (`CACurrentMediaTime()`
    /// for a layer that has no time of its own); 0 means when it is added.
    open var beginTime: CFTimeInterval = 0
    /// How fast its time runs relative to the layer's; 0 freezes it at ``timeOffset``.
    open var speed: Float = 1
    /// Added to its time: an animation with offset 0.5 s starts half a second in.
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles it runs (fractions allowed; `.infinity` forever); 0 means once.
    open var repeatCount: Float = 0
    /// How long it repeats, in seconds, when set instead of ``repeatCount``.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle runs forward and then back.
    open var autoreverses = false
    /// What it shows before it begins and after it ends.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pace of each cycle; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the layer lets go of it when it ends (true by default).
    open var isRemovedOnCompletion = true
    /// Hears it start and stop; held strongly.
    open var delegate: CAAnimationDelegate?

    /// The cycle length used: ``duration``, or 0.25 s when it is 0 or less.
    var effectiveDuration: CFTimeInterval { duration > 0 && duration.isFinite ? duration : 0.25 }

    /// How long it is active in its own time: every cycle and repeat; infinite when it repeats forever.
    var activeDuration: CFTimeInterval {
        let cycle = effectiveDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount == .infinity { return .infinity }
        return cycle * Double(repeatCount > 0 && repeatCount.isFinite ? repeatCount : 1)
    }

    /// Where the animation is `elapsed` seconds after it was started.
    func sample(elapsed: CFTimeInterval) -> AnimationSample {
        let time = elapsed * Double(speed) + timeOffset
        // A speed, offset or duration that is not a number ends the animation (it has no moment to show).
        guard time.isFinite || time == .infinity else { return .ended(effectiveDuration) }
        if time < 0 { return .beforeStart }
        let active = activeDuration
        if time >= active { return .ended(cycleTime(at: active, isEnd: true)) }
        return .active(cycleTime(at: time, isEnd: false))
    }

    /// The time within the cycle (0...duration) at `time`, reversal applied.
    private func cycleTime(at time: CFTimeInterval, isEnd: Bool) -> CFTimeInterval {
        let duration = effectiveDuration
        let period = duration * (autoreverses ? 2 : 1)
        // An endless animation's end has no moment in a cycle: it shows the cycle's end.
        guard time.isFinite else { return duration }
        var local = time.truncatingRemainder(dividingBy: period)
        // The very end of a whole number of cycles is the end of the last one, not the start of the next.
        if isEnd, local == 0, time > 0 { local = period }
        if autoreverses, local > duration { local = period - local }
        return min(max(local, 0), duration)
    }

    /// Applies the animation at `cycleTime` seconds into its cycle to `values`.
    func apply(at cycleTime: CFTimeInterval, to values: inout PresentationValues) {}

    /// Applies what the animation shows at `sample`: its value while
    /// active, and outside its active time what its fill mode keeps.
    func applyFilled(_ sample: AnimationSample, to values: inout PresentationValues) {
        switch sample {
        case .active(let cycleTime):
            apply(at: cycleTime, to: &values)
        case .beforeStart:
            if fillMode == .backwards || fillMode == .both { apply(at: 0, to: &values) }
        case .ended(let cycleTime):
            if fillMode == .forwards || fillMode == .both { apply(at: cycleTime, to: &values) }
        }
    }
}

/// Where an animation is at a moment of its layer's time.
enum AnimationSample {
    /// Its begin time has not come.
    case beforeStart
    /// Running, at this time into its cycle.
    case active(CFTimeInterval)
    /// Past its end; the time into the cycle it ended at.
    case ended(CFTimeInterval)
}
