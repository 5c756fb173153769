import Foundation

/// A keyframe that jumps to its value at once, taking no time.
@preconcurrency @MainActor
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    let segment: KeyframeSegment<Value>

    /// Jumps to `to`.
    public init(_ to: Value) {
        segment = KeyframeSegment(value: to, duration: 0, motion: .move)
    }

    /// The keyframe itself (returned explicitly, so that the protocol's result builder does not wrap it).
    public var body: MoveKeyframe<Value> { return self }

    var anySegments: Any { [segment] }
}
