import Foundation
import TandemGraphics

/// The key Core Animation gives a layer's transition (`kCATransition`):
/// the key to add a ``CATransition`` under, so that a new one replaces the last.
public let kCATransition = "transition"

/// An animation between a layer's appearance before and after a change
/// that cannot be interpolated (new text, a new image, sublayers replaced):
/// a fade, or a motion from the ``subtype``'s side.
///
/// As in Core Animation, ``CALayer/add(_:forKey:)`` takes a picture of the
/// layer and its sublayers as they are drawn at that moment (the old
/// appearance); while the transition runs, that picture and the layer as it
/// is drawn now (the new appearance, changes made after adding included)
/// are drawn in its place, moved or blended by the transition's progress.
/// The layer's model does not change, and ``CALayer/presentation()`` shows
/// no transition. Core Animation's old appearance is the one last
/// committed; Tandem's is the one at the moment of adding, so changes made
/// just before `add` in the same turn are part of both (add the transition
/// first, as Apple's example does; see docs/Compatibility.md).
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The kind of transition; ``CATransitionType/fade`` by default.
    open var type: CATransitionType = .fade
    /// The side a motion comes from (nil: ``CATransitionSubtype/fromLeft``); a fade ignores it.
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, a fraction from 0 to 1 (0 by default).
    open var startProgress: Float = 0
    /// Where in the transition it ends, a fraction from 0 to 1 (1 by default).
    open var endProgress: Float = 1
    /// A Core Image filter that draws the transition on macOS; ignored on
    /// iOS, and by Tandem (the ``type`` is drawn).
    open var filter: Any?
    /// The old appearance, pictured by Tandem's own code before the change
    /// it animates (a navigation bar's items change before the push runs);
    /// nil: pictured when added, as Core Animation does.
    var pictured: LayerSnapshot?

    /// How far the transition is at `sample` (0: the old appearance, 1: the
    /// new one), or nil when it shows nothing then (before it begins or
    /// after it ends without a fill that keeps it).
    func progress(at sample: AnimationSample) -> Double? {
        let cycleTime: CFTimeInterval
        switch sample {
        case .active(let time): cycleTime = time
        case .beforeStart:
            guard fillMode == .backwards || fillMode == .both else { return nil }
            cycleTime = 0
        case .ended(let time):
            guard fillMode == .forwards || fillMode == .both else { return nil }
            cycleTime = time
        }
        let linear = cycleTime / effectiveDuration
        let eased = timingFunction?.value(at: linear) ?? linear
        let start = Self.clamped(startProgress, default: 0), end = Self.clamped(endProgress, default: 1)
        return start + (end - start) * eased
    }

    /// A progress bound as a fraction from 0 to 1 (not a number: `fallback`).
    private static func clamped(_ value: Float, default fallback: Double) -> Double {
        value.isNaN ? fallback : min(max(Double(value), 0), 1)
    }
}
