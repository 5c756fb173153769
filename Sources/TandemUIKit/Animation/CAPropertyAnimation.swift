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
    open var keyPath: String?
    /// Whether the animation's value is added to the layer's value instead of replacing it.
    open var isAdditive = false
    /// Whether repeats build on the value the previous one ended at (not supported: each repeat starts over).
    open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The key the animation changes, when Tandem can animate it.
    var animationKey: LayerAnimationKey? { keyPath.flatMap(LayerAnimationKey.init) }

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
