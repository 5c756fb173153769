import Foundation

/// The pace of the `UIView.animate` block running now, for a value that is
/// not a layer property: the fraction of its change made at each moment,
/// as the block's own animations make theirs (curve or spring, delay,
/// repetition, speed). SwiftUI's shapes interpolate their
/// `animatableData` with it; it counts in the block's completion groups
/// until ``finish()``, so a `withAnimation` completion waits for it.
@MainActor
package final class AnimationProgress {
    private let animation: CABasicAnimation
    private let start: CFTimeInterval
    private var groups: [AnimationCompletionGroup]

    private init(animation: CABasicAnimation, start: CFTimeInterval, groups: [AnimationCompletionGroup]) {
        self.animation = animation
        self.start = start
        self.groups = groups
        for group in groups { group.add() }
        AnimationEngine.runningProgresses += 1
    }

    /// The pace of the block running now, starting now; nil outside an
    /// animating block (and in a keyframe block).
    package static func ofCurrentBlock() -> AnimationProgress? {
        guard let block = UIViewAnimationBlock.current, block.keyframes == nil else { return nil }
        // A layer in no tree keeps the clock's time: the block's delay is counted from now.
        let clockLayer = CALayer()
        let animation = block.animation(keyPath: "opacity", from: .number(0), to: .number(1), on: clockLayer)
        let start = animation.beginTime > 0 ? animation.beginTime : clockLayer.localTime(at: TandemAnimationClock.now)
        return AnimationProgress(animation: animation, start: start, groups: block.groupsForNewAnimations)
    }

    /// The fraction of the change made at `time` (the animation clock's;
    /// above 1 while a spring overshoots), and whether the change is over.
    package func fraction(at time: CFTimeInterval) -> (fraction: Double, isFinished: Bool) {
        switch animation.sample(elapsed: time - start) {
        case .beforeStart: return (0, false)
        case .active(let cycleTime): return (animation.fraction(at: cycleTime), false)
        case .ended: return (1, true)
        }
    }

    /// The change stopped: at its end (`finished`) or replaced by another.
    /// The completion groups hear it once.
    package func finish(finished: Bool = true) {
        guard !isFinished else { return }
        isFinished = true
        AnimationEngine.runningProgresses -= 1
        let due = groups
        groups = []
        for group in due { group.animationStopped(finished: finished) }
    }

    private var isFinished = false

    /// A change let go of without finishing (its view went) stops unfinished.
    isolated deinit {
        finish(finished: false)
    }
}
