import Foundation

/// Builds keyframes for a whole value from the tracks written in a closure
/// (``KeyframeTrack``s side by side, or keyframes of the whole value).
@resultBuilder
@preconcurrency @MainActor
public struct KeyframesBuilder<Value> {
    /// A track of one property of the value.
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>)
        -> some Keyframes<Value>
    {
        KeyframeTrackList<Value>(tracks: [track.rootTrack])
    }

    /// Keyframes of the whole value: those written in a block are one track, in order.
    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> some Keyframes<Value>
    where Content.Value == Value {
        KeyframeTrackList<Value>(
            whole: keyframeSegments(of: content),
            makeWhole: { written in
                let segments = written.compactMap { $0 as? KeyframeSegment<Value> }
                return KeyframeRootTrack { initial in
                    let player = KeyframeTrackPlayer(initial: initial, segments: segments)
                    return (player.duration, { root, time in root = player.value(at: time) })
                }
            })
    }

    /// Keyframes of your own type, read through their `body`.
    public static func buildExpression<Other: Keyframes>(_ keyframes: Other) -> some Keyframes<Value>
    where Other.Value == Value {
        KeyframeTrackList(tracks: keyframeTracks(of: keyframes, root: Value.self))
    }

    /// No tracks: the value stays as it is.
    public static func buildBlock() -> some Keyframes<Value> {
        KeyframeTrackList<Value>(tracks: [])
    }

    /// The first tracks of a block.
    public static func buildPartialBlock(first: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframeTrackList.of(first)
    }

    /// The tracks so far, and `next` beside them.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>)
        -> some Keyframes<Value>
    {
        KeyframeTrackList.of(accumulated).followed(by: KeyframeTrackList.of(next))
    }

    /// The tracks of a loop, side by side.
    public static func buildArray(_ components: [some Keyframes<Value>]) -> some Keyframes<Value> {
        components.reduce(KeyframeTrackList<Value>()) { $0.followed(by: KeyframeTrackList.of($1)) }
    }
}
