import Foundation

/// A layer's running animations and the presentation drawn for them.
@MainActor
final class LayerAnimations {
    /// One added animation.
    struct Entry {
        /// Its key (a made-up one for animations added without a key).
        let key: String
        /// Whether the key was given (only given keys are listed by `animationKeys()`).
        let isNamed: Bool
        let animation: CAAnimation
        /// When its time starts, in the layer's time.
        let start: CFTimeInterval
        /// Told when it stops (a `UIView.animate` block's and a transaction's completions).
        let groups: [AnimationCompletionGroup]
        var didStart = false
        /// Whether its end was reported (one kept after its end is reported once).
        var didReportEnd = false
        /// A transition's picture of the layer's old appearance, taken when it was added.
        var snapshot: LayerSnapshotBox?
    }

    var entries: [Entry] = []
    /// What is drawn for the layer now: a copy with the animated values, or
    /// nil when the animations change nothing at this moment.
    var presentation: CALayer?
    /// What a running ``CATransition`` shows on this frame (drawn in the layer's place).
    var transition: TransitionFrame?
    /// The area the presentation covered on the last frame, in the root layer's coordinates.
    var drawnArea: CGRect?
    /// The values the animations gave on the last frame (a frame that finds
    /// the same ones damages nothing).
    var lastValues: [PresentationValues.Change]?
    /// Whether the next frames change what is drawn: an animation runs or
    /// waits to begin, and nothing pauses it. Frames are asked for only then.
    var isMoving = true
    /// Whether the layer was in a window when last looked at.
    var wasHosted = false
}
