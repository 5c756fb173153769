import Foundation
import TandemUIKit

/// The interpolation of one node's animatable data: the data of an
/// `Animatable` view or modifier (`AnimatableModifier`, `GeometryEffect`)
/// that a change made in an animating transaction moved from one value to
/// another. SwiftUI draws such a view at every frame with the data in
/// between, so that what the view makes of it (a font size, a shake's
/// sine, a counter's digits) moves too, not just the end values.
///
/// While it runs, it asks for every frame and invalidates its node at
/// each, whose evaluation reads ``current(target:)``. Held by the node;
/// holds the node weakly (a node let go of mid-change stops).
@MainActor
final class AnimatableDataInterpolation<Data: VectorArithmetic>: AnimationFrameObserver {
    private weak var node: ViewNode?
    /// Where the change started and where it goes.
    private var from: Data
    private var target: Data
    /// The change's pace; nil when nothing moves.
    private var progress: AnimationProgress?

    init(node: ViewNode, data: Data) {
        self.node = node
        from = data
        target = data
    }

    /// Whether a change is being interpolated.
    var isInterpolating: Bool { progress != nil }

    /// The data to draw now for a view whose data is `target`: a new
    /// target starts a change from what is drawn now when the update
    /// animates (an animation block is open), or is drawn at once.
    func current(target newTarget: Data) -> Data {
        let now = TandemAnimationClock.now
        if newTarget != target {
            let shown = value(at: now)
            stop(finished: false)
            target = newTarget
            from = shown
            if let progress = AnimationProgress.ofCurrentBlock(), shown != newTarget {
                self.progress = progress
                AnimationEngine.addFrameObserver(self)
            }
        }
        return value(at: now)
    }

    /// The data at `time`: the change's value then, or the target.
    private func value(at time: CFTimeInterval) -> Data {
        guard let progress else { return target }
        let (fraction, finished) = progress.fraction(at: time)
        if finished {
            stop(finished: true)
            return target
        }
        return from.interpolated(to: target, fraction: fraction)
    }

    private func stop(finished: Bool) {
        guard let progress else { return }
        self.progress = nil
        progress.finish(finished: finished)
        AnimationEngine.removeFrameObserver(self)
    }

    func animationFrame(at time: CFTimeInterval) {
        guard let node else { return stop(finished: false) }
        node.invalidate(because: "its animatable data is interpolated")
    }

    var wantsFrames: Bool { progress != nil }
    var endsByItself: Bool { true }
}
