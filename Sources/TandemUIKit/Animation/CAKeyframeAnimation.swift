import Foundation
import TandemGraphics

/// An animation of a property through a series of values, each reached at
/// its key time (a fraction of the duration), with a timing function per
/// segment.
///
/// A point property (`position`, `anchorPoint`) can follow a ``path``
/// instead, turning with it when ``rotationMode`` is set. Tandem moves
/// straight between values (`cubic` modes as `linear`, see
/// docs/Compatibility.md); along a path it follows the path's own curves.
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
    /// A path for a point property to follow; when set, ``values`` is
    /// ignored. The end of each line or curve is a keyframe (key times and
    /// timing functions apply to them), a move-to only moves where the next
    /// one starts; between keyframes the layer follows the segment.
    open var path: CGPath?
    /// Whether a layer following ``path`` turns to its tangent (nil, the
    /// default: it does not). The turn is applied before the layer's transform.
    open var rotationMode: CAAnimationRotationMode?

    override func apply(at cycleTime: CFTimeInterval, to values: inout PresentationValues) {
        guard let path, let key = animationKey, case .point? = values.current(key) else {
            super.apply(at: cycleTime, to: &values)
            return
        }
        // A path without a point changes nothing.
        guard let route = KeyframePath(path) else { return }
        let (point, tangent) = position(on: route, at: easedFraction(at: cycleTime))
        values.set(key, to: .point(point), additive: isAdditive)
        guard let rotationMode, let tangent else { return }
        var angle = atan2(tangent.dy, tangent.dx)
        if rotationMode == .rotateAutoReverse { angle += .pi }
        let transformKey = LayerAnimationKey(.transform)
        guard case .transform(let transform)? = values.current(transformKey) else { return }
        values.set(
            transformKey, to: .transform(CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1), transform)),
            additive: false)
    }

    /// Where on `route` the layer is at `progress` (0...1 of the cycle, its
    /// timing function applied), and the direction it moves there (nil on a path of one point).
    func position(on route: KeyframePath, at progress: Double) -> (CGPoint, CGVector?) {
        let segments = route.segments
        guard !segments.isEmpty else { return (route.start, nil) }
        if calculationMode == .discrete {
            let index = discreteIndex(count: segments.count + 1, at: progress)
            let tangent = index == 0 ? segments[0].tangent(at: 0) : segments[index - 1].tangent(at: 1)
            return (route.keyframes[index], tangent)
        }
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let count = segments.count + 1
        let given = keyTimes?.map(\.doubleValue)
        let times =
            paced
            ? route.pacedKeyTimes ?? Self.evenTimes(count)
            : given.flatMap { $0.count == count ? $0 : nil } ?? Self.evenTimes(count)
        var index = 0
        while index < segments.count - 1, progress >= times[index + 1] { index += 1 }
        let start = times[index], end = times[index + 1]
        var local = end > start ? (progress - start) / (end - start) : 1
        local = min(max(local, 0), 1)
        if !paced, let functions = timingFunctions, functions.indices.contains(index) {
            local = functions[index].value(at: local)
        }
        let segment = segments[index]
        // Paced: even speed within a segment too (by length, not by the curve's parameter).
        let t = paced ? segment.parameter(atLengthFraction: CGFloat(local)) : CGFloat(local)
        return (segment.point(at: t), segment.tangent(at: t))
    }

    private static func evenTimes(_ count: Int) -> [Double] {
        (0..<count).map { Double($0) / Double(max(count - 1, 1)) }
    }

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
        points[discreteIndex(count: points.count, at: progress)]
    }

    /// The index of the value shown at `progress` in discrete mode, of `count` values.
    private func discreteIndex(count: Int, at progress: Double) -> Int {
        let given = keyTimes?.map(\.doubleValue) ?? []
        let starts =
            given.count == count || given.count == count + 1
            ? Array(given.prefix(count)) : (0..<count).map { Double($0) / Double(count) }
        return starts.lastIndex { $0 <= progress } ?? 0
    }

    /// The key times used: given ones when they fit, even ones, or (paced) by distance.
    private func keyTimes(count: Int, values: [AnimatedValue]) -> [Double] {
        if calculationMode == .paced || calculationMode == .cubicPaced {
            var lengths = [0.0]
            for index in 1..<count {
                lengths.append(lengths[index - 1] + Self.distance(values[index - 1], values[index]))
            }
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
