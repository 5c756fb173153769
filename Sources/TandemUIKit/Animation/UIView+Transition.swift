import Foundation
import TandemGraphics

extension UIView {
    /// Changes `view` with `animations` (made at once, not animated one by
    /// one) and fades from how it looked before to how it looks after, over
    /// `duration` seconds. Every transition option draws this cross-dissolve
    /// in Tandem (flips and curls included; see docs/Compatibility.md).
    /// `completion` runs as for `animate(withDuration:…)`.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let snapshot = TransitionSnapshot(of: view)
        performWithoutAnimation { animations?() }
        crossDissolve(snapshot, over: view, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides the one and shows the other) and
    /// fades between them over `duration` seconds.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let container = fromView.superview
        let snapshot = container.map { TransitionSnapshot(of: $0) }
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let container {
            container.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        guard let container, let snapshot else {
            UIViewAnimationBlock.run(duration: 0, delay: 0, options: options, timing: .curve(options.timingFunction), changes: {}, completion: completion)
            return
        }
        crossDissolve(snapshot, over: container, duration: duration, options: options, completion: completion)
    }

    /// Lays `snapshot` over `view` and fades it out, then removes it.
    private class func crossDissolve(
        _ snapshot: TransitionSnapshot, over view: UIView, duration: TimeInterval, options: AnimationOptions,
        completion: ((Bool) -> Void)?
    ) {
        let overlay = snapshot.layer
        view.layer.addSublayer(overlay)
        UIViewAnimationBlock.run(
            duration: duration, delay: 0, options: options.subtracting([.repeat, .autoreverse]), timing: .curve(options.timingFunction),
            changes: {
                // The overlay is not a view's layer: its fade is made here, in the block's timing and group.
                guard let block = UIViewAnimationBlock.current else { return }
                let fade = block.animation(keyPath: "opacity", from: .number(1), to: .number(0), on: overlay)
                fade.fillMode = .both
                AnimationEngine.add(fade, to: overlay, key: "opacity", groups: block.groupsForNewAnimations)
                overlay.opacity = 0
            },
            completion: { finished in
                overlay.removeFromSuperlayer()
                completion?(finished)
            })
        // Without an animation (zero duration, animations off) the overlay goes at once.
        if overlay.animationKeys() == nil { overlay.removeFromSuperlayer() }
    }
}

/// How a view looked before a transition: its layer tree drawn into an
/// image, held by a layer over the view's bounds.
@MainActor
struct TransitionSnapshot {
    let layer: CALayer

    init(of view: UIView) {
        let overlay = CALayer()
        // Animated by the transition's own animations only.
        overlay.disablesImplicitAnimations = true
        overlay.frame = view.bounds
        let scale = view.window?.screen.scale ?? UIScreen.mainScale
        if view.bounds.width > 0, view.bounds.height > 0,
            let context = UIKitBitmap.makeContext(size: view.bounds.size, scale: scale)
        {
            context.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
            view.layer.render(in: context)
            overlay.contents = context.makeImage()
            overlay.contentsScale = scale
        }
        layer = overlay
    }
}
