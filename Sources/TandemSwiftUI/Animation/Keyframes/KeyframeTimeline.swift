public import Foundation

/// Keyframes laid out in time from an initial value: the value at any
/// moment of them, to draw or test without a view. Every track starts at
/// time 0 from the initial value's property; one that ends early holds its
/// last keyframe's value until the longest is done.
@preconcurrency @MainActor
public struct KeyframeTimeline<Value> {
    private let initial: Value
    private let tracks: [(duration: TimeInterval, apply: (inout Value, TimeInterval) -> Void)]

    /// The timeline of the keyframes `content` gives, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        initial = initialValue
        tracks = keyframeTracks(of: content(), root: Value.self).map { $0.start(initialValue) }
    }

    /// How long the keyframes run: the longest track's duration, in seconds.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds from the start (the initial value before
    /// it, the last keyframes' after the end).
    public func value(time: Double) -> Value {
        var value = initial
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` of the timeline's duration (0 is the start, 1 the end).
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}
