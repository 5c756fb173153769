public import Foundation
import TandemUIKit

/// A gesture that ends when the view is tapped `count` times, with where
/// the tap was.
public struct SpatialTapGesture: Gesture {
    /// Where the tap ended.
    public struct Value: Equatable, @unchecked Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// A primitive gesture.
    public typealias Body = Never
    /// The taps required.
    public var count: Int
    /// The space `location` is in: `.local` (the view's), `.global` (the
    /// window's) or an ancestor's named with `coordinateSpace(name:)`.
    public var coordinateSpace: CoordinateSpace

    /// A tap gesture of `count` taps reporting locations in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(1, count)
        self.coordinateSpace = coordinateSpace
    }
}

extension SpatialTapGesture: PrimitiveRecognizableGesture {
    /// Recognized as a `TapGesture` of as many taps is.
    func makeRecognizer() -> UIGestureRecognizer { TapGesture(count: count).makeRecognizer() }

    func matches(_ recognizer: UIGestureRecognizer) -> Bool { TapGesture(count: count).matches(recognizer) }

    func handle(_ recognizer: UIGestureRecognizer, in view: UIView, handlers: GestureHandlers<Value>) {
        switch recognizer.state {
        case .ended:
            let value = Value(location: handlers.space.convert(recognizer.location(in: nil), to: coordinateSpace))
            for action in handlers.updating { action(value) }
            handlers.end(value)
        case .cancelled, .failed:
            handlers.cancel()
        default:
            break
        }
    }
}

extension View {
    /// Runs `action` with the tap's location (in `coordinateSpace`) when
    /// the view is tapped `count` times.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
