public import Foundation
import TandemUIKit

/// A gesture that follows a touch as it moves, once it has moved `minimumDistance`.
public struct DragGesture: Gesture {
    /// Where the drag is.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The touch's location, in the view's coordinates.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far the touch moved from the start.
        public var translation: CGSize
        /// The touch's velocity, in points per second.
        public var velocity: CGSize
        /// Where the drag would end if the touch lifted now with its velocity.
        public var predictedEndLocation: CGPoint
        /// The translation at that predicted end.
        public var predictedEndTranslation: CGSize
    }

    /// A primitive gesture.
    public typealias Body = Never
    /// How far the touch moves before the drag starts.
    public var minimumDistance: CGFloat

    /// A drag gesture.
    public init(minimumDistance: CGFloat = 10) {
        self.minimumDistance = minimumDistance
    }
}

extension DragGesture: RecognizableGesture {
    func makeRecognizer() -> UIGestureRecognizer { UIPanGestureRecognizer() }

    func matches(_ recognizer: UIGestureRecognizer) -> Bool { recognizer is UIPanGestureRecognizer }

    func handle(_ recognizer: UIGestureRecognizer, in view: UIView, handlers: GestureHandlers<Value>) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        let location = pan.location(in: view)
        let translation = pan.translation(in: view)
        let velocity = pan.velocity(in: view)
        // SwiftUI predicts the end a quarter second ahead at the current velocity.
        let ahead = CGSize(width: velocity.x / 4, height: velocity.y / 4)
        let value = Value(
            time: Date(), location: location,
            startLocation: CGPoint(x: location.x - translation.x, y: location.y - translation.y),
            translation: CGSize(width: translation.x, height: translation.y), velocity: CGSize(width: velocity.x, height: velocity.y),
            predictedEndLocation: CGPoint(x: location.x + ahead.width, y: location.y + ahead.height),
            predictedEndTranslation: CGSize(width: translation.x + ahead.width, height: translation.y + ahead.height))
        switch pan.state {
        case .began, .changed:
            for action in handlers.changed { action(value) }
        case .ended:
            for action in handlers.ended { action(value) }
        default:
            break
        }
    }
}
