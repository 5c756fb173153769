import Foundation

extension UIWindow {
    /// A tap at `point` (window points): a finger down, and up 0.05 s later,
    /// stamped from `time` (both stamped now when nil). Written once for
    /// Tandem's tests and TandemTesting's input; delivered as a display's
    /// pointer input is.
    package func synthesizeTap(at point: CGPoint, time: TimeInterval? = nil) {
        handlePointerInput(PointerInput(.down, at: point, timestamp: time))
        handlePointerInput(PointerInput(.up, at: point, timestamp: time.map { $0 + 0.05 }))
    }

    /// A drag: a finger down at `start`, moved to `start` plus each of
    /// `offsets` in turn, `interval` seconds apart, and up where it last
    /// moved, `lift` seconds after the last move (`interval` when nil) —
    /// stamped from `time` (all stamped now when nil).
    package func synthesizeDrag(
        from start: CGPoint, by offsets: [CGPoint], time: TimeInterval? = nil, interval: TimeInterval = 0.016,
        lift: TimeInterval? = nil
    ) {
        handlePointerInput(PointerInput(.down, at: start, timestamp: time))
        for (index, offset) in offsets.enumerated() {
            let point = CGPoint(x: start.x + offset.x, y: start.y + offset.y)
            handlePointerInput(
                PointerInput(.moved, at: point, timestamp: time.map { $0 + interval * Double(index + 1) }))
        }
        let last = offsets.last ?? .zero
        let end = CGPoint(x: start.x + last.x, y: start.y + last.y)
        let liftTime = time.map { $0 + interval * Double(offsets.count) + (lift ?? interval) }
        handlePointerInput(PointerInput(.up, at: end, timestamp: liftTime))
    }

    /// Several fingers at once: `steps[0]` holds each finger's location as
    /// it goes down (one after the other), each later step where every
    /// finger moves to (finger by finger), `interval` seconds apart; the
    /// fingers lift, finger by finger, where the last step left them —
    /// stamped from `time` (all stamped now when nil).
    package func synthesizeMultiTouch(_ steps: [[CGPoint]], time: TimeInterval? = nil, interval: TimeInterval = 0.016) {
        guard let first = steps.first else { return }
        let stamp = { (step: Int) in time.map { $0 + interval * Double(step) } }
        for (finger, point) in first.enumerated() {
            handlePointerInput(PointerInput(.down, at: point, timestamp: stamp(0), finger: finger))
        }
        for (index, step) in steps.enumerated().dropFirst() {
            for (finger, point) in step.enumerated() {
                handlePointerInput(PointerInput(.moved, at: point, timestamp: stamp(index), finger: finger))
            }
        }
        let last = steps[steps.count - 1]
        for (finger, point) in last.enumerated() {
            handlePointerInput(PointerInput(.up, at: point, timestamp: stamp(steps.count), finger: finger))
        }
    }

    /// The offsets of a straight drag from `start` to `end` in `steps` even moves.
    package static func straightOffsets(from start: CGPoint, to end: CGPoint, steps: Int) -> [CGPoint] {
        (1...max(1, steps)).map { step in
            let fraction = CGFloat(step) / CGFloat(max(1, steps))
            return CGPoint(x: (end.x - start.x) * fraction, y: (end.y - start.y) * fraction)
        }
    }
}
