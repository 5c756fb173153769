import Foundation
import TandemGraphics

// Core Animation's animation API on layers. (Not `open`: members of an
// extension cannot be overridden in Swift on Linux; see docs/Compatibility.md.)
extension CALayer {
    /// Adds `anim` to the layer under `key` (nil: a key of its own),
    /// replacing an animation with the same key, which stops unfinished.
    /// The layer's model values do not change; what is drawn, and
    /// ``presentation()``, follow the animation.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        AnimationEngine.add(anim, to: self, key: key, groups: CATransaction.completionGroupsForNewAnimations())
    }

    /// The animation added under `key`, if it is still on the layer.
    public func animation(forKey key: String) -> CAAnimation? {
        animationState?.entries.first { $0.isNamed && $0.key == key }?.animation
    }

    /// The keys of the animations on the layer, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationState?.entries.filter(\.isNamed).map(\.key) ?? []
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; it stops unfinished.
    public func removeAnimation(forKey key: String) {
        AnimationEngine.remove(from: self) { $0.isNamed && $0.key == key }
    }

    /// Removes every animation; they stop unfinished.
    public func removeAllAnimations() {
        AnimationEngine.remove(from: self) { _ in true }
    }

    /// A copy of the layer as it is drawn at this moment of the animation
    /// clock: its model values with its running animations' values applied
    /// (sublayers are not copied). A copy's ``model()`` is this layer.
    public func presentation() -> Self? {
        if let presentedModel { return presentedModel.presentation() as? Self }
        if let shown = AnimationEngine.presentation(of: self, at: TandemAnimationClock.now) as? Self { return shown }
        let copy = Self(layer: self)
        copy.presentedModel = self
        return copy
    }

    /// The layer whose values a presentation copy shows (the layer itself when it is not a copy).
    public func model() -> Self {
        (presentedModel as? Self) ?? self
    }

    /// What the renderer draws for this layer: its presentation while its
    /// animations change it, else the layer.
    var drawnLayer: CALayer { animationState?.presentation ?? self }

    /// A view's layer property changed inside a `UIView.animate` block: an
    /// animation from the value drawn now (the old value, or where a running
    /// animation of it has it) to the new one, with the block's timing.
    func animatableValueChanged(_ property: LayerAnimationKey.Property, from old: AnimatedValue) {
        guard let block = UIViewAnimationBlock.current, isViewBacked, presentedModel == nil,
            let new = LayerAnimationKey.read(property, from: self)
        else { return }
        var from = old
        if let state = animationState, state.entries.contains(where: { $0.key == property.rawValue }),
            let shown = AnimationEngine.presentation(of: self, at: TandemAnimationClock.now),
            let value = LayerAnimationKey.read(property, from: shown)
        {
            from = value
        }
        guard from != new else { return }
        if let keyframes = block.keyframes {
            keyframes.record(property, of: self, from: from, to: new)
            return
        }
        let animation = block.animation(keyPath: property.rawValue, from: from, to: new, on: self)
        block.onAnimationMade?(self, property, animation, from, new)
        AnimationEngine.add(animation, to: self, key: property.rawValue, groups: block.groupsForNewAnimations)
    }
}
