import Foundation
import TandemGraphics

/// Recognizes a pan that starts near an edge of the window: a touch that
/// goes down within 20 points of one of ``edges`` and then moves, as a
/// ``UIPanGestureRecognizer`` does; touches starting elsewhere fail it.
///
/// Main actor only. Tandem's windows are its screens, so the edges are the window's.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to the edge a touch must start.
    static let edgeWidth: CGFloat = 20

    /// The edges the gesture may start from; none (the default) recognizes nothing.
    open var edges: UIRectEdge = []

    /// Fails unless the first touch starts within 20 points of one of ``edges``.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches <= touches.count, let touch = touches.first, !startsAtEdge(touch) {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    private func startsAtEdge(_ touch: UITouch) -> Bool {
        guard let window = touch.window else { return false }
        let point = touch.location(in: nil)
        let bounds = window.bounds
        let width = Self.edgeWidth
        return (edges.contains(.left) && point.x - bounds.minX <= width)
            || (edges.contains(.right) && bounds.maxX - point.x <= width)
            || (edges.contains(.top) && point.y - bounds.minY <= width)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= width)
    }
}
