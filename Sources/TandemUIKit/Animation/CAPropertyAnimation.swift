import Foundation
import TandemGraphics

/// An animation of one layer property, named by its key path
/// ("position", "opacity", "transform.scale", "bounds.size.width"…).
///
/// A key path Tandem cannot animate is reported once when the animation is
/// added and changes nothing.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path.
    open var keyPath: String? { didSet { parsedKey = nil } }
    /// Whether the animation's value is added to the layer's value instead of replacing it.
    open var isAdditive = false
    /// Whether repeats build on the value the previous one ended at (not supported: each repeat starts over).
    open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// ``keyPath`` parsed, once per key path: every frame reads it for
    /// every animating layer, and splitting the string was a tenth of the
    /// frame's animation work. The outer nil: not parsed since the key path was set.
    private var parsedKey: LayerAnimationKey??

    /// The key the animation changes, when Tandem can animate it.
    var animationKey: LayerAnimationKey? {
        if let parsedKey { return parsedKey }
        let key = keyPath.flatMap(LayerAnimationKey.init)
        parsedKey = .some(key)
        return key
    }

    override func apply(at cycleTime: CFTimeInterval, to values: inout PresentationValues) {
        guard let key = animationKey, let value = value(at: cycleTime, key: key, values: values) else { return }
        values.set(key, to: value, additive: isAdditive)
    }

    /// The value at `cycleTime` seconds into the cycle; subclasses interpolate.
    func value(at cycleTime: CFTimeInterval, key: LayerAnimationKey, values: PresentationValues) -> AnimatedValue? {
        nil
    }

    /// The fraction of the change made at `cycleTime`: the timing function applied to the fraction of time.
    func easedFraction(at cycleTime: CFTimeInterval) -> Double {
        let linear = cycleTime / effectiveDuration
        return timingFunction?.value(at: linear) ?? linear
    }
}
