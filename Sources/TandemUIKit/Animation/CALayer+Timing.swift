import Foundation
import TandemSupport

// A layer's timeline: its animations run on its local time, which its
// ancestors' speeds and offsets shape. (Not `open`: extension members.)
extension CALayer: CAMediaTiming {
    /// When the layer's timeline begins, in its superlayer's time (a value
    /// that is not finite is reported and taken as 0).
    public var beginTime: CFTimeInterval {
        get { extras?.beginTime ?? 0 }
        set { setTiming(Self.finite(newValue, "beginTime")) { $0.beginTime = $1 } }
    }

    /// How fast the layer's time (and its animations') runs: 0 pauses them.
    /// A value that is not a number is reported and ignored.
    public var speed: Float {
        get { extras?.speed ?? 1 }
        set {
            guard newValue.isFinite else {
                Diagnostics.report("CoreAnimation", "CALayer.speed ignored \(newValue): it must be a finite number")
                return
            }
            setTiming(newValue) { $0.speed = $1 }
        }
    }

    /// Added to the layer's time (a paused layer shows its animations at
    /// this time; a value that is not finite is reported and taken as 0).
    public var timeOffset: CFTimeInterval {
        get { extras?.timeOffset ?? 0 }
        set { setTiming(Self.finite(newValue, "timeOffset")) { $0.timeOffset = $1 } }
    }

    /// `value`, or 0 (reported) when it is not finite.
    private static func finite(_ value: CFTimeInterval, _ name: String) -> CFTimeInterval {
        guard !value.isFinite else { return value }
        Diagnostics.report("CoreAnimation", "CALayer.\(name) took 0 for \(value): it must be a finite time")
        return 0
    }

    /// The speed of the layer's time against the animation clock's: its own and its ancestors' speeds multiplied.
    var effectiveSpeed: Float {
        var speed: Float = 1
        var layer: CALayer? = self
        while let current = layer {
            if let extras = current.extras { speed *= extras.speed }
            layer = current.superlayer
        }
        return speed
    }

    /// Kept; a layer's own duration does not change its time in Tandem.
    public var duration: CFTimeInterval {
        get { extras?.duration ?? 0 }
        set { setTiming(newValue) { $0.duration = $1 } }
    }

    /// Kept; does not change the layer's time in Tandem.
    public var repeatCount: Float {
        get { extras?.repeatCount ?? 0 }
        set { setTiming(newValue) { $0.repeatCount = $1 } }
    }

    /// Kept; does not change the layer's time in Tandem.
    public var repeatDuration: CFTimeInterval {
        get { extras?.repeatDuration ?? 0 }
        set { setTiming(newValue) { $0.repeatDuration = $1 } }
    }

    /// Kept; does not change the layer's time in Tandem.
    public var autoreverses: Bool {
        get { extras?.autoreverses ?? false }
        set { setTiming(newValue) { $0.autoreverses = $1 } }
    }

    /// Kept; does not change the layer's time in Tandem.
    public var fillMode: CAMediaTimingFillMode {
        get { extras?.fillMode ?? .removed }
        set { setTiming(newValue) { $0.fillMode = $1 } }
    }

    private func setTiming<Value>(_ value: Value, _ write: (LayerExtras, Value) -> Void) {
        write(ensureExtras(), value)
        // The animations of this layer and its sublayers now show other moments.
        if AnimationEngine.hasAnimations { AnimationEngine.requestFrame() }
    }

    /// The layer's time at `globalTime` (the animation clock's): its
    /// ancestors' timelines applied from the root down.
    func localTime(at globalTime: CFTimeInterval) -> CFTimeInterval {
        var chain: [LayerExtras] = []
        var layer: CALayer? = self
        while let current = layer {
            if let timing = current.extras, timing.hasTiming { chain.append(timing) }
            layer = current.superlayer
        }
        var time = globalTime
        for timing in chain.reversed() {
            time = (time - timing.beginTime) * Double(timing.speed) + timing.timeOffset
        }
        return time
    }

    /// The animation clock's time at which the layer's time is `localTime`
    /// (a paused ancestor maps every time to its begin time).
    func globalTime(atLocal localTime: CFTimeInterval) -> CFTimeInterval {
        var time = localTime
        var layer: CALayer? = self
        while let current = layer {
            if let timing = current.extras, timing.hasTiming {
                time =
                    timing.speed == 0
                    ? timing.beginTime : (time - timing.timeOffset) / Double(timing.speed) + timing.beginTime
            }
            layer = current.superlayer
        }
        return time
    }

    /// `t`, a time of `layer`'s (the animation clock's when nil), in this layer's time.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(at: layer?.globalTime(atLocal: t) ?? t)
    }

    /// `t`, a time of this layer's, in `layer`'s time (the animation clock's when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(atLocal: t)
        return layer?.localTime(at: global) ?? global
    }
}
