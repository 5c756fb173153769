import Foundation
import TandemGraphics

/// The geometry of two fingers, in window points, that pinch and rotation
/// recognizers follow: the distance between them and the angle of the line
/// from the first to the second.
struct TwoFingerSpan {
    let distance: CGFloat
    let angle: CGFloat

    init(_ a: CGPoint, _ b: CGPoint) {
        distance = hypot(b.x - a.x, b.y - a.y)
        angle = atan2(b.y - a.y, b.x - a.x)
    }

    /// The span of the first two touches a recognizer follows; nil with fewer.
    @MainActor
    static func of(_ recognizer: UIGestureRecognizer) -> TwoFingerSpan? {
        let touches = recognizer.trackedTouches
        guard touches.count >= 2 else { return nil }
        return TwoFingerSpan(touches[0].windowLocation, touches[1].windowLocation)
    }

    /// `angle - other` brought into (-π, π], so that crossing the ±π seam turns by a little, not a full turn.
    static func turn(from other: CGFloat, to angle: CGFloat) -> CGFloat {
        var delta = angle - other
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        return delta
    }
}

/// Recent values of a continuous gesture with their times, for its velocity
/// over the last tenth of a second (as the pan recognizer measures its own).
struct GestureSamples {
    private var samples: [(time: TimeInterval, value: CGFloat)] = []

    mutating func record(_ value: CGFloat, at time: TimeInterval) {
        samples.append((time, value))
        if samples.count > 16 { samples.removeFirst(samples.count - 16) }
    }

    mutating func removeAll() {
        samples = []
    }

    /// The change per second over the last tenth of a second; 0 without two samples apart in time.
    var velocity: CGFloat {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }),
            last.time > first.time
        else { return 0 }
        return (last.value - first.value) / CGFloat(last.time - first.time)
    }
}
