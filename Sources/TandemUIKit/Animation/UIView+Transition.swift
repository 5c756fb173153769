import Foundation
import TandemGraphics

extension UIView {
    /// Changes `view` with `animations` and shows the change as the
    /// transition `options` name, over `duration` seconds: a
    /// ``CATransition`` added to the view's layer under ``kCATransition``
    /// before the changes are made, so it runs from how the view looked to
    /// how it looks after (`.transitionCrossDissolve` a fade,
    /// `.transitionFlipFrom…` a flip, drawn without perspective;
    /// `.transitionCurlUp`/`Down` are drawn as a fade, see
    /// docs/Compatibility.md). The changes are made at once, not animated
    /// one by one. Without a transition option the changes animate as in
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    /// `completion` runs as for `animate(withDuration:…)`.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let kind = options.transition else {
            UIViewAnimationBlock.run(
                duration: duration, delay: 0, options: options, timing: .curve(options.timingFunction),
                changes: { animations?() },
                completion: completion)
            return
        }
        runTransition(
            kind, on: view, duration: duration, options: options, changes: { animations?() }, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides the one and shows the other) and
    /// shows the change on the superview as the transition `options` name
    /// (as ``transition(with:duration:options:animations:completion:)``
    /// does; without a transition option the views change at once).
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview, let kind = options.transition else {
            UIViewAnimationBlock.run(
                duration: 0, delay: 0, options: options, timing: .curve(options.timingFunction), changes: swap,
                completion: completion)
            return
        }
        runTransition(kind, on: container, duration: duration, options: options, changes: swap, completion: completion)
    }

    /// Adds a transition of `kind` to `view`'s layer, in a block of
    /// `duration` and the options' curve (whose completion waits for it),
    /// then makes `changes` without animation.
    private class func runTransition(
        _ kind: (type: CATransitionType, subtype: CATransitionSubtype?), on view: UIView, duration: TimeInterval,
        options: AnimationOptions, changes: () -> Void, completion: ((Bool) -> Void)?
    ) {
        UIViewAnimationBlock.run(
            duration: duration, delay: 0, options: options.subtracting([.repeat, .autoreverse]),
            timing: .curve(options.timingFunction),
            changes: {
                // Zero duration or animations off: no block, the change is made at once.
                if let block = UIViewAnimationBlock.current {
                    let transition = CATransition()
                    transition.type = kind.type
                    transition.subtype = kind.subtype
                    transition.duration = block.duration
                    transition.timingFunction = options.timingFunction
                    AnimationEngine.add(
                        transition, to: view.layer, key: kCATransition, groups: block.groupsForNewAnimations)
                }
                performWithoutAnimation(changes)
            },
            completion: completion)
    }
}

extension UIView.AnimationOptions {
    /// The Core Animation transition the options' transition bits name; nil for `.transitionNone`.
    var transition: (type: CATransitionType, subtype: CATransitionSubtype?)? {
        switch (rawValue >> 20) & 0xF {
        case 1: (.flip, .fromLeft)
        case 2: (.flip, .fromRight)
        case 6: (.flip, .fromTop)
        case 7: (.flip, .fromBottom)
        // Curls have no flat counterpart: they dissolve (docs/Compatibility.md).
        case 3, 4, 5: (.fade, nil)
        default: nil
        }
    }
}
