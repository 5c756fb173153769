import Foundation
import TandemSupport

/// A group of keyframes that define how one animatable value moves over
/// time: ``LinearKeyframe``, ``SpringKeyframe``, ``CubicKeyframe``,
/// ``MoveKeyframe``, or your own type whose ``body`` combines them.
@preconcurrency @MainActor
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes move.
    associatedtype Value: Animatable = Body.Value
    /// The type of the keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent

    /// The keyframes this content is made of, in order.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Content whose keyframes Tandem reads directly (the keyframe types and
/// the builder's combinations); other content is read through its `body`.
@MainActor
protocol KeyframeSegmentSource {
    /// The segments, as `[KeyframeSegment<Value>]`.
    var anySegments: Any { get }
}

/// The segments of `content`, in order (a type whose `body` never reaches
/// Tandem's keyframes would recurse without end: it is cut off, reported, at 64 levels).
@MainActor
func keyframeSegments<Content: KeyframeTrackContent>(of content: Content, depth: Int = 0) -> [KeyframeSegment<
    Content.Value
>] {
    if let source = content as? KeyframeSegmentSource {
        return source.anySegments as? [KeyframeSegment<Content.Value>] ?? []
    }
    guard depth < 64 else {
        Diagnostics.reportOnce(
            "SwiftUI", id: "keyframes.depth.\(Content.self)",
            "the keyframe content \(Content.self) nests its body too deeply; its keyframes are ignored")
        return []
    }
    let body = content.body
    return keyframeSegments(of: body, depth: depth + 1).compactMap { $0 as? KeyframeSegment<Content.Value> }
}
