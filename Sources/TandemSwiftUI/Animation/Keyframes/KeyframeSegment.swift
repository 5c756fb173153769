import Foundation
import TandemUIKit

/// One keyframe of a track: the value it reaches, how long the segment
/// before it lasts, and how the value moves there.
struct KeyframeSegment<Value: Animatable> {
    enum Motion {
        /// Along a unit curve.
        case linear(UnitCurve)
        /// On a spring, from a start velocity (nil: the one the motion had).
        case spring(Spring, startVelocity: Value.AnimatableData?)
        /// On a cubic (Hermite) curve with velocities at both ends (nil: worked out from the neighbors).
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        /// A jump: the value is the keyframe's at once.
        case move
    }

    let value: Value
    let duration: TimeInterval
    let motion: Motion

    init(value: Value, duration: TimeInterval, motion: Motion) {
        self.value = value
        // A negative or not finite duration is taken as none.
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.motion = motion
    }
}

/// A track's keyframes laid out in time from a starting value: the value at
/// any moment, held at the last keyframe's once they are done.
@MainActor
struct KeyframeTrackPlayer<Value: Animatable> {
    typealias Data = Value.AnimatableData

    private let initial: Value
    private let segments: [KeyframeSegment<Value>]
    /// When each segment starts, and the data it starts from.
    private let starts: [TimeInterval]
    private let origins: [Data]
    /// The velocities each segment starts and ends with.
    private var startVelocities: [Data] = []
    private var endVelocities: [Data] = []

    /// How long the track runs.
    let duration: TimeInterval

    init(initial: Value, segments: [KeyframeSegment<Value>]) {
        self.initial = initial
        self.segments = segments
        var time: TimeInterval = 0
        var starts: [TimeInterval] = []
        var origins: [Data] = []
        var data = initial.animatableData
        for segment in segments {
            starts.append(time)
            origins.append(data)
            time += segment.duration
            data = segment.value.animatableData
        }
        self.starts = starts
        self.origins = origins
        duration = time
        resolveVelocities()
    }

    /// The value at `time` seconds from the start.
    func value(at time: TimeInterval) -> Value {
        guard !segments.isEmpty else { return initial }
        guard time.isFinite, time >= 0 else { return time.isNaN || time < 0 ? initial : last }
        // The last segment that has begun (one of no length is already over).
        guard let index = starts.indices.last(where: { starts[$0] <= time }) else { return initial }
        let segment = segments[index]
        let elapsed = time - starts[index]
        guard elapsed < segment.duration else { return index == segments.count - 1 ? last : segment.value }
        var value = segment.value
        value.animatableData = data(of: index, at: elapsed)
        return value
    }

    private var last: Value { segments.last?.value ?? initial }

    /// The animatable data of segment `index`, `elapsed` seconds into it.
    private func data(of index: Int, at elapsed: TimeInterval) -> Data {
        let segment = segments[index]
        let from = origins[index], to = segment.value.animatableData
        let duration = segment.duration
        switch segment.motion {
        case .move:
            return to
        case .linear(let curve):
            return from + (to - from).scaled(by: curve.value(at: elapsed / duration))
        case .spring(let spring, _):
            // x(t) = (from - to)·A(t) + v₀·B(t): A starts at 1 at rest, B at 0 with unit speed.
            let rest = SpringMotion(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: 0)
            let pushed = SpringMotion(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: -1)
            let a = rest.remaining(at: elapsed)
            let b = pushed.remaining(at: elapsed) - a
            return to + (from - to).scaled(by: a) + startVelocities[index].scaled(by: b)
        case .cubic:
            let u = elapsed / duration
            let u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u
            let h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
            return from.scaled(by: h00) + startVelocities[index].scaled(by: h10 * duration) + to.scaled(by: h01)
                + endVelocities[index].scaled(by: h11 * duration)
        }
    }

    /// Works out the velocities keyframes leave open, in order: a spring or
    /// cubic segment without a start velocity takes the one the segment
    /// before ended with — between two cubic keyframes the Catmull-Rom
    /// tangent (the change across both over their time) — and a cubic one
    /// without an end velocity ends with the Catmull-Rom tangent towards a
    /// cubic keyframe after it, else at rest.
    private mutating func resolveVelocities() {
        startVelocities = Array(repeating: .zero, count: segments.count)
        endVelocities = Array(repeating: .zero, count: segments.count)
        for index in segments.indices {
            let segment = segments[index]
            switch segment.motion {
            case .spring(_, let given):
                startVelocities[index] = given ?? endVelocity(before: index)
            case .cubic(let start, let end):
                startVelocities[index] = start ?? endVelocity(before: index)
                if let end {
                    endVelocities[index] = end
                } else if index + 1 < segments.count, case .cubic = segments[index + 1].motion {
                    let span = segment.duration + segments[index + 1].duration
                    if span > 0 {
                        endVelocities[index] = (segments[index + 1].value.animatableData - origins[index]).scaled(
                            by: 1 / span)
                    }
                }
            case .linear, .move:
                break
            }
        }
    }

    /// The velocity segment `index - 1` ends with (at rest before the first).
    private func endVelocity(before index: Int) -> Data {
        guard index > 0 else { return .zero }
        let previous = segments[index - 1]
        guard previous.duration > 0 else { return .zero }
        switch previous.motion {
        case .cubic:
            return endVelocities[index - 1]
        case .move:
            return .zero
        case .linear, .spring:
            // A backward difference over the last millisecond.
            let step = min(1e-3, previous.duration)
            let end = data(of: index - 1, at: previous.duration)
            let before = data(of: index - 1, at: previous.duration - step)
            return (end - before).scaled(by: 1 / step)
        }
    }
}
