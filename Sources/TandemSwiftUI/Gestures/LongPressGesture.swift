public import Foundation
import TandemUIKit

/// A gesture that ends when a touch stays down for `minimumDuration`
/// without moving more than `maximumDistance`.
public struct LongPressGesture: Gesture {
    /// Whether the press is (still) valid.
    public typealias Value = Bool
    /// A primitive gesture.
    public typealias Body = Never
    /// The time the touch must stay down.
    public var minimumDuration: Double
    /// How far the touch may move.
    public var maximumDistance: CGFloat

    /// A long press gesture.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

extension LongPressGesture: PrimitiveRecognizableGesture {
    func makeRecognizer() -> UIGestureRecognizer {
        let recognizer = PressRecognizer()
        recognizer.minimumPressDuration = minimumDuration
        recognizer.allowableMovement = maximumDistance
        return recognizer
    }

    func matches(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let press = recognizer as? UILongPressGestureRecognizer else { return false }
        return press.minimumPressDuration == minimumDuration && press.allowableMovement == maximumDistance
    }

    func handle(_ recognizer: UIGestureRecognizer, in view: UIView, handlers: GestureHandlers<Bool>) {
        // SwiftUI's long press ends as soon as the duration is reached.
        // Pressing from the touch down (SwiftUI's value is true while the
        // finger is down); it ends as soon as the duration is reached.
        let press = recognizer as? PressRecognizer
        switch (recognizer.state, press?.phase) {
        case (.possible, .pressing?):
            handlers.change(true)
        case (.possible, .abandoned?):
            handlers.cancel()
        case (.began, _):
            if press == nil { handlers.change(true) }
            press?.phase = .recognized
            handlers.end(true)
        case (.cancelled, _), (.failed, _):
            press?.phase = .idle
            handlers.cancel()
        default:
            break
        }
    }
}
