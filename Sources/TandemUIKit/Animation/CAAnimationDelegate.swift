/// Hears an animation start and stop.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (its begin time came).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end, false
    /// when it was removed or replaced before.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
