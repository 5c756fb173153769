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
        /// When its time starts, on the animation clock.
        let start: CFTimeInterval
        /// Told when it stops (a `UIView.animate` block's or a transaction's completion).
        let group: AnimationCompletionGroup?
        var didStart = false
        /// Whether its end was reported (one kept after its end is reported once).
        var didReportEnd = false
    }

    var entries: [Entry] = []
    /// What is drawn for the layer now: a copy with the animated values, or
    /// nil when the animations change nothing at this moment.
    var presentation: CALayer?
    /// The area the presentation covered on the last frame, in the root layer's coordinates.
    var drawnArea: CGRect?
}
