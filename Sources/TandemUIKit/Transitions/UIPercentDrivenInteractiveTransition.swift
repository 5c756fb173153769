public import Foundation
import TandemGraphics
import TandemSupport

/// An interaction controller that moves a transition's animations by a
/// fraction: a gesture calls ``update(_:)`` as it moves, then ``finish()``
/// or ``cancel()`` when it ends.
///
/// As in UIKit, ``startInteractiveTransition(_:)`` runs the animator's
/// `animateTransition(using:)` (and the blocks queued alongside the
/// transition) and holds every animation they add at the start;
/// ``update(_:)`` shows them at that fraction of the transition's
/// duration. ``finish()`` runs them on to their end and ``cancel()`` back
/// to their start, at the animator's own pace times ``completionSpeed``;
/// then they end as finished, so the animator's completion runs and calls
/// `completeTransition(_:)` (with `!transitionWasCancelled`). Cancelled
/// animations leave their properties at their start values (see
/// docs/Compatibility.md).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning, AnimationFrameObserver {
    /// Creates an interaction controller.
    public init() {}

    /// The transition's duration, in seconds (0 before it starts).
    open var duration: CGFloat { CGFloat(context?.transitionDuration ?? 0) }
    /// How far the transition is, 0...1, as last updated (or run to).
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest runs after ``finish()`` or ``cancel()`` (1: the
    /// animator's pace; 0 or less is taken as 1).
    open var completionSpeed: CGFloat = 1
    /// The curve UIKit names for the rest of the transition; Tandem runs
    /// the rest at the animations' own pace (see docs/Compatibility.md).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing UIKit gives the rest of the transition (not used by Tandem, as ``completionCurve``).
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactive; true by default.
    open var wantsInteractiveStart = true

    /// One animation held by the transition, with its delay from the start.
    private struct Track {
        let layer: CALayer
        let animation: CAAnimation
        let offset: CFTimeInterval
    }

    private var context: ViewControllerTransition?
    private var tracks: [Track] = []
    /// The run to an end after finish or cancel: from where, when, which way.
    private var run: (from: CGFloat, at: CFTimeInterval, forward: Bool)?

    /// Runs the animator's animations in `transitionContext`, held at the
    /// fraction last updated. A context Tandem did not make is reported and ignored.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let transition = transitionContext as? ViewControllerTransition else {
            Diagnostics.report(
                "UIPercentDrivenInteractiveTransition",
                "startInteractiveTransition(_:) needs the context UIKit passes to it (one made elsewhere has no animator); ignored"
            )
            return
        }
        context = transition
        let start = TandemAnimationClock.now
        let outer = AnimationEngine.capture
        AnimationEngine.capture = []
        transition.runAnimations()
        let captured = AnimationEngine.capture ?? []
        AnimationEngine.capture = outer.map { $0 + captured }
        tracks = captured.map {
            Track(layer: $0.layer, animation: $0.animation, offset: $0.start - $0.layer.localTime(at: start))
        }
        for track in tracks {
            // Shown at their start while they wait, and at their end once past it, as the transition is scrubbed.
            track.animation.fillMode = .both
        }
        show(percentComplete)
    }

    /// Moves the transition to `percentComplete` (0...1; outside values are clamped, others reported and ignored).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else {
            Diagnostics.report(
                "UIPercentDrivenInteractiveTransition",
                "update(_:) ignored \(percentComplete): it must be a number from 0 to 1")
            return
        }
        let fraction = min(max(percentComplete, 0), 1)
        self.percentComplete = fraction
        context?.updateInteractiveTransition(fraction)
        guard run == nil else { return }
        show(fraction)
    }

    /// Holds the transition where it is (a finish or cancel under way stops there).
    open func pauseInteractiveTransition() {
        if run != nil {
            percentComplete = fraction(at: TandemAnimationClock.now)
            run = nil
            AnimationEngine.removeFrameObserver(self)
            show(percentComplete)
        }
        context?.pauseInteractiveTransition()
    }

    /// Runs the transition on to its end; the animator's completion then completes it.
    open func finish() {
        context?.finishInteractiveTransition()
        runToEnd(forward: true)
    }

    /// Runs the transition back to its start; the animator's completion
    /// then completes it as cancelled (the previous state comes back).
    open func cancel() {
        context?.cancelInteractiveTransition()
        runToEnd(forward: false)
    }

    // MARK: Running

    private func runToEnd(forward: Bool) {
        guard context != nil else { return }
        run = (percentComplete, TandemAnimationClock.now, forward)
        AnimationEngine.addFrameObserver(self)
    }

    /// Where a run is at `time`.
    private func fraction(at time: CFTimeInterval) -> CGFloat {
        guard let run else { return percentComplete }
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
        let total = max(duration, 1e-6)
        let moved = CGFloat(time - run.at) * speed / total
        return min(max(run.forward ? run.from + moved : run.from - moved, 0), 1)
    }

    /// Shows every held animation at `fraction` of the transition (short of their end, which would end them).
    private func show(_ fraction: CGFloat) {
        let time = Double(fraction) * Double(duration)
        for track in tracks {
            let animation = track.animation
            animation.speed = 0
            animation.timeOffset = min(time - track.offset, animation.activeDuration - 1e-9)
        }
        AnimationEngine.requestFrame()
    }

    package var wantsFrames: Bool { run != nil }
    package var endsByItself: Bool { true }

    package func animationFrame(at time: CFTimeInterval) {
        guard let run else { return }
        let now = fraction(at: time)
        percentComplete = now
        if run.forward, now >= 1 {
            end(atStart: false)
        } else if !run.forward, now <= 0 {
            end(atStart: true)
        } else {
            show(now)
        }
    }

    /// The run reached an end: the animations end there as finished (at
    /// the start, their properties keep their start values).
    private func end(atStart: Bool) {
        run = nil
        AnimationEngine.removeFrameObserver(self)
        let held = tracks
        tracks = []
        context = nil
        if atStart {
            show(held, at: 0)
            let now = TandemAnimationClock.now
            var starts: [(CALayer, LayerAnimationKey.Property, AnimatedValue)] = []
            for track in held {
                guard let key = (track.animation as? CAPropertyAnimation)?.animationKey,
                    let shown = AnimationEngine.presentation(of: track.layer, at: now),
                    let value = LayerAnimationKey.read(key.property, from: shown)
                else { continue }
                starts.append((track.layer, key.property, value))
            }
            UIView.performWithoutAnimation {
                for (layer, property, value) in starts { LayerAnimationKey.write(value, to: property, of: layer) }
            }
            for track in held {
                let animation = track.animation
                AnimationEngine.remove(from: track.layer, finished: true) { $0.animation === animation }
            }
        } else {
            // Past their end, the engine ends them as finished on the next frame.
            for track in held {
                track.animation.speed = 0
                track.animation.timeOffset = track.animation.activeDuration
            }
            AnimationEngine.requestFrame()
        }
    }

    private func show(_ held: [Track], at time: Double) {
        for track in held {
            track.animation.speed = 0
            track.animation.timeOffset = time - track.offset
        }
    }
}
