public import Foundation

/// A keyframe reached on a spring from the value before it.
@preconcurrency @MainActor
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    let segment: KeyframeSegment<Value>

    /// Springs to `to` with `spring` for `duration` seconds (nil: until the
    /// spring settles), starting at `startVelocity` (nil: the velocity the
    /// motion had, for a smooth join). The next keyframe starts from
    /// wherever the spring is when the duration ends.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(
            value: to, duration: duration ?? spring.settlingDuration,
            motion: .spring(spring, startVelocity: startVelocity?.animatableData))
    }

    /// The keyframe itself (returned explicitly, so that the protocol's result builder does not wrap it).
    public var body: SpringKeyframe<Value> { return self }

    var anySegments: Any { [segment] }
}
