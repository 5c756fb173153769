public import Foundation

/// A keyframe reached along a unit curve (straight, at constant speed, by
/// default) from the value before it.
@preconcurrency @MainActor
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    let segment: KeyframeSegment<Value>

    /// Reaches `to` after `duration` seconds, moving along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(value: to, duration: duration, motion: .linear(timingCurve))
    }

    /// The keyframe itself (returned explicitly, so that the protocol's result builder does not wrap it).
    public var body: LinearKeyframe<Value> { return self }

    var anySegments: Any { [segment] }
}
