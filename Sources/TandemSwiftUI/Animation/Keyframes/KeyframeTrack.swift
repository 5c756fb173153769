import Foundation

/// The keyframes of one property of a root value: a ``KeyframeTimeline``
/// (or ``KeyframeAnimator``) moves the property at `keyPath` through them,
/// starting from its value in the initial root.
@preconcurrency @MainActor
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes, KeyframeTrackSource
where Value == Content.Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// Animates the property at `keyPath` through the keyframes of `content`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// The track itself (returned explicitly, so that the protocol's result builder does not wrap it).
    public var body: KeyframeTrack<Root, Value, Content> { return self }

    var anyTracks: Any { [rootTrack] }

    /// The track for its root type.
    var rootTrack: KeyframeRootTrack<Root> {
        let keyPath = keyPath
        let segments = keyframeSegments(of: content)
        return KeyframeRootTrack { initial in
            let player = KeyframeTrackPlayer(initial: initial[keyPath: keyPath], segments: segments)
            return (player.duration, { root, time in root[keyPath: keyPath] = player.value(at: time) })
        }
    }
}

extension KeyframeTrack where Root == Value {
    /// Animates the whole value through the keyframes of `content`.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(\.self, content: content)
    }
}
