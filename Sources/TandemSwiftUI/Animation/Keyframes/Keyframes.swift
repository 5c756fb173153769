import Foundation
import TandemSupport

/// Keyframes for a whole value, in tracks: each ``KeyframeTrack`` moves one
/// property of it (or all of it) through its keyframes, all tracks from the
/// same start. ``KeyframeTimeline`` and ``KeyframeAnimator`` play them.
@preconcurrency @MainActor
public protocol Keyframes<Value> {
    /// The value the keyframes move.
    associatedtype Value = Body.Value
    /// The type of the tracks this is made of.
    associatedtype Body: Keyframes

    /// The tracks this is made of.
    @KeyframesBuilder<Value> var body: Body { get }
}

/// A track Tandem reads directly, for a root value: how to play it from a
/// starting root (its property's keyframes from that property's value).
@MainActor
struct KeyframeRootTrack<Root> {
    /// Makes the player of this track for `initial`: the track's duration, and what sets the root at a time.
    let start: (_ initial: Root) -> (duration: TimeInterval, apply: (inout Root, TimeInterval) -> Void)
}

/// Keyframes whose tracks Tandem reads directly.
@MainActor
protocol KeyframeTrackSource {
    /// The tracks, as `[KeyframeRootTrack<Root>]`.
    var anyTracks: Any { get }
}

/// The tracks of `keyframes` for `Root` (a type whose `body` never reaches
/// Tandem's tracks would recurse without end: it is cut off, reported, at 64 levels).
@MainActor
func keyframeTracks<Root, K: Keyframes>(of keyframes: K, root: Root.Type, depth: Int = 0) -> [KeyframeRootTrack<Root>] {
    if let source = keyframes as? KeyframeTrackSource {
        return source.anyTracks as? [KeyframeRootTrack<Root>] ?? []
    }
    guard depth < 64 else {
        Diagnostics.reportOnce(
            "SwiftUI", id: "keyframes.tracks.depth.\(K.self)",
            "the keyframes \(K.self) nest their body too deeply; their tracks are ignored")
        return []
    }
    return keyframeTracks(of: keyframes.body, root: root, depth: depth + 1)
}

/// Tracks side by side: what ``KeyframesBuilder`` makes of a block. Keyframes
/// of the whole value written directly in the block are one track, in the
/// order written (`whole`, made into a track by `makeWhole`).
@preconcurrency @MainActor
struct KeyframeTrackList<Value>: Keyframes, KeyframeTrackSource {
    var tracks: [KeyframeRootTrack<Value>] = []
    /// The whole value's keyframes so far (`KeyframeSegment<Value>`s).
    var whole: [Any] = []
    /// Makes the whole value's track of its keyframes (set where `Value` is known to be animatable).
    var makeWhole: (([Any]) -> KeyframeRootTrack<Value>)?

    /// The list itself (returned explicitly, so that the protocol's result builder does not wrap it).
    var body: KeyframeTrackList<Value> { return self }

    var anyTracks: Any { allTracks }

    /// The tracks, the whole value's last.
    var allTracks: [KeyframeRootTrack<Value>] {
        guard let makeWhole, !whole.isEmpty else { return tracks }
        return tracks + [makeWhole(whole)]
    }

    /// These tracks beside `other`'s, the whole value's keyframes one after the other.
    func followed(by other: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> {
        KeyframeTrackList(
            tracks: tracks + other.tracks, whole: whole + other.whole, makeWhole: makeWhole ?? other.makeWhole)
    }

    /// `keyframes` as a list (read through their body when they are not one).
    static func of(_ keyframes: some Keyframes<Value>) -> KeyframeTrackList<Value> {
        keyframes as? KeyframeTrackList<Value>
            ?? KeyframeTrackList(tracks: keyframeTracks(of: keyframes, root: Value.self))
    }
}
