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
    /// How far the touch moves before the drag starts (0: it starts when
    /// the touch goes down).
    public var minimumDistance: CGFloat
    /// The space the value's locations and translation are in: `.local`
    /// (the view's), `.global` (the window's) or an ancestor's named with
    /// `coordinateSpace(name:)`.
    public var coordinateSpace: CoordinateSpace

    /// A drag gesture that starts once the touch has moved
    /// `minimumDistance`, reporting in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

extension DragGesture: PrimitiveRecognizableGesture {
    func makeRecognizer() -> UIGestureRecognizer {
        let recognizer = UIPanGestureRecognizer()
        recognizer.hysteresis = max(0, minimumDistance)
        return recognizer
    }

    func matches(_ recognizer: UIGestureRecognizer) -> Bool {
        (recognizer as? UIPanGestureRecognizer)?.hysteresis == max(0, minimumDistance)
    }

    func handle(_ recognizer: UIGestureRecognizer, in view: UIView, handlers: GestureHandlers<Value>) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began, .changed:
            handlers.change(value(of: pan, space: handlers.space))
        case .ended:
            handlers.end(value(of: pan, space: handlers.space))
        case .cancelled, .failed:
            handlers.cancel()
        default:
            break
        }
    }

    /// The drag's value in the gesture's coordinate space.
    private func value(of pan: UIPanGestureRecognizer, space: GestureSpace) -> Value {
        let windowLocation = pan.location(in: nil)
        let windowTranslation = pan.translation(in: nil)
        let location = space.convert(windowLocation, to: coordinateSpace)
        let start = space.convert(
            CGPoint(x: windowLocation.x - windowTranslation.x, y: windowLocation.y - windowTranslation.y),
            to: coordinateSpace)
        let translation = CGSize(width: location.x - start.x, height: location.y - start.y)
        let velocity = pan.velocity(in: coordinateSpace == .local ? space.view : nil)
        // SwiftUI predicts the end a quarter second ahead at the current velocity.
        let ahead = CGSize(width: velocity.x / 4, height: velocity.y / 4)
        return Value(
            time: Date(), location: location, startLocation: start, translation: translation,
            velocity: CGSize(width: velocity.x, height: velocity.y),
            predictedEndLocation: CGPoint(x: location.x + ahead.width, y: location.y + ahead.height),
            predictedEndTranslation: CGSize(
                width: translation.width + ahead.width, height: translation.height + ahead.height))
    }
}
