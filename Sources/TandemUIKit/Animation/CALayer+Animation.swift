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
        guard isViewBacked else {
            implicitValueChanged(property, from: old)
            return
        }
        guard let block = UIViewAnimationBlock.current, presentedModel == nil,
            let new = LayerAnimationKey.read(property, from: self)
        else { return }
        // A view in no window is not drawn: UIKit changes it at once, and the
        // block's completion runs on a later turn with true (code that fades
        // a view out of no window waits for that completion).
        guard hasHostedRoot else { return }
        let from = shownValue(property, old: old)
        guard from != new else { return }
        if let keyframes = block.keyframes {
            keyframes.record(property, of: self, from: from, to: new)
            return
        }
        let animation = block.animation(keyPath: property.rawValue, from: from, to: new, on: self)
        block.onAnimationMade?(self, property, animation, from, new)
        AnimationEngine.add(animation, to: self, key: property.rawValue, groups: block.groupsForNewAnimations)
    }

    /// The value of `property` drawn now: `old` (the model value before the
    /// change), or where a running animation of it has it.
    private func shownValue(_ property: LayerAnimationKey.Property, old: AnimatedValue) -> AnimatedValue {
        if let state = animationState, state.entries.contains(where: { $0.key == property.rawValue }),
            let shown = AnimationEngine.presentation(of: self, at: TandemAnimationClock.now),
            let value = LayerAnimationKey.read(property, from: shown)
        {
            return value
        }
        return old
    }

    /// A standalone layer's property changed outside `UIView.animate`: its
    /// action runs (``action(forKey:)``) — by default an animation from the
    /// value drawn now to the new one, with the transaction's duration,
    /// timing and completion — unless actions are disabled
    /// (`CATransaction.setDisableActions(true)`) or the layer was never
    /// drawn (Core Animation's rule: nothing to animate from).
    private func implicitValueChanged(_ property: LayerAnimationKey.Property, from old: AnimatedValue) {
        guard wasRendered, presentedModel == nil, !disablesImplicitAnimations, !CATransaction.disableActions(),
            let new = LayerAnimationKey.read(property, from: self)
        else { return }
        let from = shownValue(property, old: old)
        guard from != new, let action = action(forKey: property.rawValue) else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            // Without values, Core Animation runs from the value drawn before
            // to the new one; it adds a copy, so the action itself is kept as given.
            let run = CABasicAnimation(keyPath: basic.keyPath ?? property.rawValue)
            run.copyTiming(from: basic)
            run.fromValue = from.boxed
            run.toValue = new.boxed
            run.run(forKey: property.rawValue, object: self, arguments: nil)
        } else {
            action.run(forKey: property.rawValue, object: self, arguments: nil)
        }
    }
}

extension CABasicAnimation {
    /// Takes `other`'s timing, fill, removal, delegate and additivity (what
    /// an implicit run of a value-less action keeps of it).
    fileprivate func copyTiming(from other: CABasicAnimation) {
        (duration, beginTime, speed, timeOffset) = (other.duration, other.beginTime, other.speed, other.timeOffset)
        (repeatCount, repeatDuration, autoreverses) = (other.repeatCount, other.repeatDuration, other.autoreverses)
        (fillMode, timingFunction, isRemovedOnCompletion) = (
            other.fillMode, other.timingFunction, other.isRemovedOnCompletion
        )
        (delegate, isAdditive, isCumulative) = (other.delegate, other.isAdditive, other.isCumulative)
    }
}
