import Foundation
import TandemGraphics

/// Recognizes a swipe: fingers moving quickly in one of the permitted
/// directions. Discrete: the action is sent once, as soon as the swipe is
/// recognized (before the fingers lift).
///
/// The swipe is recognized when the fingers (exactly
/// ``numberOfTouchesRequired`` of them) have moved 50 points in a direction
/// of ``direction``, within 0.5 seconds of going down, and at most half as
/// far across it. It fails when they take longer, go more across than
/// along, go the other way, or lift first. To let a pan take slow drags,
/// make the pan `require(toFail:)` the swipe. Main actor only.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Sendable {
        /// The directions as bits (right 1, left 2, up 4, down 8, as in UIKit).
        public let rawValue: UInt
        /// Creates a set of directions from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Toward the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Toward the top.
        public static let up = Direction(rawValue: 1 << 2)
        /// Toward the bottom.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions; `.right` by default.
    open var direction: Direction = .right
    /// How many fingers the swipe takes; 1 by default.
    open var numberOfTouchesRequired = 1

    /// How far the fingers move along the direction to make a swipe, in points.
    static let minimumDistance: CGFloat = 50
    /// How long the fingers may take to go that far, in seconds.
    static let maximumDuration: TimeInterval = 0.5

    /// The centroid when the fingers went down (window points), and when.
    private var start: (location: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= numberOfTouchesRequired else {
            state = .failed
            return
        }
        // The clock starts when the last required finger is down.
        if numberOfTouches == numberOfTouchesRequired { start = (centroid, event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        if event.timestamp - start.time > Self.maximumDuration {
            state = .failed
            return
        }
        let now = centroid
        let dx = now.x - start.location.x, dy = now.y - start.location.y
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        let permitted = candidates.filter { direction.contains($0.0) }
        // Too far across, or back against, every permitted direction (past 10 points of leeway): not this swipe.
        if permitted.allSatisfy({ $0.across > max(10, $0.along / 2) || $0.along < -10 }) {
            state = .failed
            return
        }
        if permitted.contains(where: { $0.along >= Self.minimumDistance && $0.across <= $0.along / 2 }) {
            state = .ended
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        start = nil
    }

    /// The centroid of the fingers, in window points.
    private var centroid: CGPoint {
        let points = trackedTouches.map(\.windowLocation)
        guard !points.isEmpty else { return .zero }
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }
}
