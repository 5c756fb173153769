import Foundation

/// Keyframes one after the other: what ``KeyframeTrackContentBuilder``
/// makes of a block, a loop or an empty closure.
@preconcurrency @MainActor
struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent, KeyframeSegmentSource {
    let segments: [KeyframeSegment<Value>]

    /// The sequence itself (returned explicitly, so that the protocol's result builder does not wrap it).
    var body: KeyframeSequence<Value> { return self }

    var anySegments: Any { segments }
}
