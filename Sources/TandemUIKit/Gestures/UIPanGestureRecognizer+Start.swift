import Foundation

extension UIPanGestureRecognizer {
    /// Where the drag started, in `view`'s coordinates: where the touch is
    /// now, less the translation so far.
    func startLocation(in view: UIView) -> CGPoint {
        let translation = translation(in: view), now = location(in: view)
        return CGPoint(x: now.x - translation.x, y: now.y - translation.y)
    }
}
