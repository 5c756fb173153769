import Foundation

/// What the keyframes of a `UIView.animateKeyframes` block change: for each
/// view property, its value before the block and the value each keyframe
/// gives it, made into one keyframe animation per property at the end.
@MainActor
final class KeyframeRecorder {
    private struct Track {
        let layer: CALayer
        let property: LayerAnimationKey.Property
        let initial: AnimatedValue
        var frames: [(start: Double, end: Double, value: AnimatedValue)] = []
    }

    private var tracks: [Track] = []
    /// The keyframe being run: its relative start and duration (the whole animation outside `addKeyframe`).
    var frame = (start: 0.0, duration: 1.0)

    /// A property of `layer` changed from `old` to `new` in the current keyframe.
    func record(
        _ property: LayerAnimationKey.Property, of layer: CALayer, from old: AnimatedValue, to new: AnimatedValue
    ) {
        let start = min(max(frame.start, 0), 1)
        let end = min(max(frame.start + frame.duration, start), 1)
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.property == property }) {
            tracks[index].frames.append((start, end, new))
        } else {
            tracks.append(Track(layer: layer, property: property, initial: old, frames: [(start, end, new)]))
        }
    }

    /// The keyframe animations, one per property changed: each holds the
    /// value it had until its keyframe starts and reaches the new one when
    /// it ends, as UIKit's keyframes do.
    func animations(mode: CAAnimationCalculationMode) -> [(layer: CALayer, key: String, animation: CAKeyframeAnimation)]
    {
        tracks.map { track in
            var values: [AnimatedValue] = [track.initial]
            var times: [Double] = [0]
            var current = track.initial
            for frame in track.frames.sorted(by: { $0.start < $1.start }) {
                values.append(current)
                times.append(max(frame.start, times.last ?? 0))
                values.append(frame.value)
                times.append(max(frame.end, times.last ?? 0))
                current = frame.value
            }
            values.append(current)
            times.append(1)
            let animation = CAKeyframeAnimation(keyPath: track.property.rawValue)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            return (track.layer, track.property.rawValue, animation)
        }
    }
}
