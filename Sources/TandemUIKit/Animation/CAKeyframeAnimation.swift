import Foundation
import TandemGraphics

/// An animation of a property through a series of values, each reached at
/// its key time (a fraction of the duration), with a timing function per
/// segment.
///
/// Tandem moves straight between values (`cubic` modes as `linear`, see
/// docs/Compatibility.md) and does not animate along a `path`.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// When each value is reached, fractions of the duration from 0 to 1
    /// (one per value); nil spaces them evenly.
    open var keyTimes: [NSNumber]?
    /// The pace of each segment (one fewer than the values); nil is linear.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How it moves between values.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// A path for a point property to follow (not followed by Tandem).
    open var path: CGPath?

    override func value(at cycleTime: CFTimeInterval, key: LayerAnimationKey, values presentation: PresentationValues)
        -> AnimatedValue?
    {
        let points = (values ?? []).compactMap { AnimatedValue($0) }
        guard let first = points.first else { return nil }
        guard points.count > 1 else { return first }
        let progress = easedFraction(at: cycleTime)
        if calculationMode == .discrete { return discreteValue(points, at: progress) }
        let times = keyTimes(count: points.count, values: points)
        // The segment the progress is in.
        var segment = 0
        while segment < points.count - 2, progress >= times[segment + 1] { segment += 1 }
        let start = times[segment], end = times[segment + 1]
        var local = end > start ? (progress - start) / (end - start) : 1
        local = min(max(local, 0), 1)
        if calculationMode != .paced && calculationMode != .cubicPaced, let functions = timingFunctions,
            functions.indices.contains(segment)
        {
            local = functions[segment].value(at: local)
        }
        return points[segment].interpolated(to: points[segment + 1], local)
    }

    /// The value shown at `progress` in discrete mode: as in Core Animation,
    /// n values take n intervals, value i from key time i (n + 1 key times
    /// given, or n; evenly spaced otherwise).
    private func discreteValue(_ points: [AnimatedValue], at progress: Double) -> AnimatedValue {
        let count = points.count
        let given = keyTimes?.map(\.doubleValue) ?? []
        let starts = given.count == count || given.count == count + 1
            ? Array(given.prefix(count)) : (0..<count).map { Double($0) / Double(count) }
        let index = starts.lastIndex { $0 <= progress } ?? 0
        return points[index]
    }

    /// The key times used: given ones when they fit, even ones, or (paced) by distance.
    private func keyTimes(count: Int, values: [AnimatedValue]) -> [Double] {
        if calculationMode == .paced || calculationMode == .cubicPaced {
            var lengths = [0.0]
            for index in 1..<count { lengths.append(lengths[index - 1] + Self.distance(values[index - 1], values[index])) }
            if let total = lengths.last, total > 0 { return lengths.map { $0 / total } }
        } else if let given = keyTimes?.map(\.doubleValue), given.count == count {
            return given
        }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    private static func distance(_ a: AnimatedValue, _ b: AnimatedValue) -> Double {
        switch (a, b) {
        case (.number(let x), .number(let y)): abs(y - x)
        case (.point(let p), .point(let q)): hypot(Double(q.x - p.x), Double(q.y - p.y))
        case (.size(let p), .size(let q)): hypot(Double(q.width - p.width), Double(q.height - p.height))
        default: 1
        }
    }
}
