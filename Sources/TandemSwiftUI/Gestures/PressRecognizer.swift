import Foundation
import TandemUIKit

/// The recognizer of a `LongPressGesture`: UIKit's long press, which also
/// reports the touch going down and a press that ends before its duration,
/// because SwiftUI's long press is "pressing" (its `updating` and
/// `onChanged` see `true`) from the touch down, and its gesture states
/// reset when the press is abandoned.
final class PressRecognizer: UILongPressGestureRecognizer {
    /// Where the press is, for the gesture's handler.
    enum Phase {
        /// No touch.
        case idle
        /// The touch is down; the duration has not passed.
        case pressing
        /// The press was recognized.
        case recognized
        /// The touch ended, moved away or was cancelled before the duration.
        case abandoned
    }

    /// The press's phase, read by the gesture's handler.
    var phase = Phase.idle
    /// Runs the gesture's handler for a phase the recognizer's state does
    /// not tell (touch down, abandoned).
    var report: (UIGestureRecognizer) -> Void = { _ in }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, phase == .idle else { return }
        phase = .pressing
        report(self)
    }

    override func reset() {
        super.reset()
        if phase == .pressing {
            phase = .abandoned
            report(self)
        }
        phase = .idle
    }
}
