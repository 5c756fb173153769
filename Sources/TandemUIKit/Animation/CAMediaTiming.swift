import Foundation

/// Core Animation's timing of layers and animations: when a timeline
/// begins in its parent's, how fast it runs, its offset, repeats and fill.
///
/// A layer's timing shapes the time its animations (and its sublayers')
/// see: `layer.speed = 0` with `timeOffset` set pauses them, as in Core
/// Animation. A layer's `duration`, `repeatCount`, `repeatDuration`,
/// `autoreverses` and `fillMode` are kept but do not change its time in
/// Tandem (see docs/Compatibility.md).
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the timeline begins, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle.
    var duration: CFTimeInterval { get set }
    /// How fast it runs relative to its parent.
    var speed: Float { get set }
    /// Added to its time.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles it runs.
    var repeatCount: Float { get set }
    /// How long it repeats.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle runs forward and back.
    var autoreverses: Bool { get set }
    /// What it shows outside its active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAAnimation: CAMediaTiming {}
