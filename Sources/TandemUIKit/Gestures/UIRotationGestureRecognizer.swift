public import Foundation
import TandemGraphics

/// Recognizes a rotation: two fingers turning around each other.
/// Continuous: it begins once the line between the fingers has turned by
/// 0.07 radians (4°), changes as they move, and ends when one lifts.
///
/// ``rotation`` is the angle, in radians (positive clockwise on screen),
/// the line between the fingers turned since they went down (or since
/// ``rotation`` was last set); ``velocity`` is radians per second. In a
/// window, a rotation comes from a mouse drag with Option (Alt) held around
/// the window's center (see ``UIPinchGestureRecognizer``). Main actor only.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers turn before the rotation begins, in radians.
    static let hysteresis: CGFloat = 0.07

    /// The rotation in radians since the start (or since it was last set); 0 until the fingers turn.
    open var rotation: CGFloat {
        get { rotationValue }
        set {
            guard newValue.isFinite else { return }
            rotationValue = newValue
        }
    }
    /// How fast the fingers turn, in radians per second.
    open var velocity: CGFloat { samples.velocity }

    private var rotationValue: CGFloat = 0
    /// The line's angle at the last move, to add each move's turn to.
    private var lastAngle: CGFloat?
    /// How far the line has turned since the second finger went down.
    private var turnSinceStart: CGFloat = 0
    /// All turns so far (unaffected by setting ``rotation``), for the velocity.
    private var totalTurn: CGFloat = 0
    private var samples = GestureSamples()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches <= 2 else {
            if state == .possible { state = .failed }
            return
        }
        if let span = TwoFingerSpan.of(self), lastAngle == nil { lastAngle = span.angle }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let span = TwoFingerSpan.of(self), let last = lastAngle else { return }
        let turn = TwoFingerSpan.turn(from: last, to: span.angle)
        lastAngle = span.angle
        rotationValue += turn
        turnSinceStart += turn
        totalTurn += turn
        samples.record(totalTurn, at: event.timestamp)
        switch state {
        case .possible:
            if abs(turnSinceStart) > Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    open override func reset() {
        rotationValue = 0
        lastAngle = nil
        turnSinceStart = 0
        totalTurn = 0
        samples.removeAll()
    }
}
