public import Foundation

/// A keyframe reached on a cubic curve, whose velocities at both ends make
/// a chain of cubic keyframes one smooth motion (a Catmull-Rom spline
/// through their values when the velocities are left to Tandem).
@preconcurrency @MainActor
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    let segment: KeyframeSegment<Value>

    /// Reaches `to` after `duration` seconds, leaving at `startVelocity` and
    /// arriving at `endVelocity` (per second; nil: worked out for a smooth motion).
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(
            value: to, duration: duration,
            motion: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }

    /// The keyframe itself (returned explicitly, so that the protocol's result builder does not wrap it).
    public var body: CubicKeyframe<Value> { return self }

    var anySegments: Any { [segment] }
}
